import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
x, y = torch.randn(8, 3), torch.randn(8, 2)
out = model(x)
loss_a = F.mse_loss(out[:, 0], y[:, 0])
loss_b = F.l1_loss(out[:, 1], y[:, 1])

# --8<-- [start:fix]
loss = torch.stack([loss_a, loss_b]).sum()  # torch.stack records the operation: loss has a grad_fn
# or simply: loss = loss_a + loss_b
# --8<-- [end:fix]
print("loss:", loss)
loss.backward()
print("weight gradient:", model.weight.grad is not None)
