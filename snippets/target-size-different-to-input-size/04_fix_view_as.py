import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)
y = torch.randn(4)

# --8<-- [start:fix]
pred = model(x)                           # [N, 1]
loss = F.mse_loss(pred, y.view_as(pred))  # target [N] -> [N, 1]
# --8<-- [end:fix]
print("prediction:", pred.shape, " target:", y.view_as(pred).shape)
print(f"loss: {loss.item():.4f}")
print("the mean of the 4 squared errors:", torch.allclose(loss, ((pred.squeeze(1) - y) ** 2).mean()))
