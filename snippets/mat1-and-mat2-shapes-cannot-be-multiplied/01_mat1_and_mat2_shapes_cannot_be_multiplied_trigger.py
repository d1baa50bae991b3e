import torch
from torch import nn

nn.Linear(10, 5)(torch.randn(4, 20))
