import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(4, 3), torch.randn(4)
pred = model(x)

# --8<-- [start:check]
assert pred.shape == y.shape, f"prediction {tuple(pred.shape)} vs target {tuple(y.shape)}"
# --8<-- [end:check]
