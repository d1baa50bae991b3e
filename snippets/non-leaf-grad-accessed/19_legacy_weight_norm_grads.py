import warnings

import torch
from torch import nn

torch.manual_seed(0)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")             # the legacy function warns that it is deprecated
    layer = nn.utils.weight_norm(nn.Linear(3, 2))   # torch.nn.utils.weight_norm, not parametrizations
print("parameters:", [n for n, _ in layer.named_parameters()])
layer(torch.randn(4, 3)).sum().backward()
print("weight_g.grad:", layer.weight_g.grad.flatten())
try:
    layer.parametrizations
except AttributeError as error:
    print("AttributeError:", error)
print("spectral_norm:", [n for n, _ in nn.utils.spectral_norm(nn.Linear(3, 2)).named_parameters()])
