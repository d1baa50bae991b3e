import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

# --8<-- [start:fix]
pred = model(x)
loss = torch.mean((pred - y) ** 2)  # the same formula with torch operations: autograd records it
# --8<-- [end:fix]
loss.backward()
print("grad_fn:", type(loss.grad_fn).__name__, "| weight gradient:", model.weight.grad is not None)
