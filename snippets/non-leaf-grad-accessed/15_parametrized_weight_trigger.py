import torch
from torch import nn
from torch.nn.utils.parametrizations import weight_norm

torch.manual_seed(0)
layer = weight_norm(nn.Linear(3, 2))   # weight = g * v / ||v||, recomputed at each access
print("weight is_leaf:", layer.weight.is_leaf, "| parameters:", [n for n, _ in layer.named_parameters()])

layer(torch.randn(4, 3)).sum().backward()
print(layer.weight.grad)  # warns: layer.weight is computed from the two real parameters
