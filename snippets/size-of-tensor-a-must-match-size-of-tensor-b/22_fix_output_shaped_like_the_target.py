import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 8)
y = torch.randn(64)

# --8<-- [start:fix]
model = nn.Linear(8, 1)          # one output per target value
pred = model(x).squeeze(1)       # [64, 1] -> [64]
assert pred.shape == y.shape, (pred.shape, y.shape)
loss = nn.MSELoss()(pred, y)
# --8<-- [end:fix]
print(tuple(pred.shape), tuple(y.shape), f"loss: {loss.item():.4f}")
