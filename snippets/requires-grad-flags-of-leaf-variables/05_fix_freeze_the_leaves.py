import torch
from torch import nn
from torch.nn.utils.parametrizations import weight_norm

layer = weight_norm(nn.Linear(3, 2))

# --8<-- [start:fix]
layer.requires_grad_(False)           # every registered parameter: the leaves the weight is computed from
# --8<-- [end:fix]
for name, p in layer.named_parameters():
    print(name, p.is_leaf, p.requires_grad)
print("weight requires grad:", layer.weight.requires_grad)
