import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)

# --8<-- [start:fix]
w = nn.Parameter(torch.zeros(3))      # or: torch.zeros(3, requires_grad=True)
pred = x @ w
loss = ((pred - y) ** 2).mean()
loss.backward()
# --8<-- [end:fix]
print("grad_fn:", loss.grad_fn.name())
print(w.grad)
