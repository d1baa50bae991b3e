import torch
from torch import nn

nn.Linear(3, 2)(torch.randn(4, 3, dtype=torch.float64))
