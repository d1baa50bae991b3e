import torch
from torch import nn

nn.Conv2d(3, 8, 3)(torch.randn(1, 1, 8, 8))
