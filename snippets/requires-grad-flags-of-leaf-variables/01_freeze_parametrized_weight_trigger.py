import torch
from torch import nn
from torch.nn.utils.parametrizations import weight_norm

layer = weight_norm(nn.Linear(3, 2))  # its weight is now computed from two parameters
print("weight is a leaf:", layer.weight.is_leaf, "| grad_fn:", layer.weight.grad_fn.name())

layer.weight.requires_grad = False  # boom: freeze the layer
