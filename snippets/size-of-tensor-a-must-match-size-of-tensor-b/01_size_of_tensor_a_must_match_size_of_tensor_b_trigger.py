import torch
from torch import nn

torch.randn(3) + torch.randn(4)
