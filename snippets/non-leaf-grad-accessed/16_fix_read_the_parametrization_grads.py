import torch
from torch import nn
from torch.nn.utils.parametrizations import weight_norm

torch.manual_seed(0)
layer = weight_norm(nn.Linear(3, 2))
layer(torch.randn(4, 3)).sum().backward()

# --8<-- [start:fix]
# the leaves that receive the gradients, and that the optimizer updates
weight = layer.parametrizations.weight
print("g:", weight.original0.grad.flatten())   # the norm of each row
print("v:", weight.original1.grad)             # its direction
# --8<-- [end:fix]
