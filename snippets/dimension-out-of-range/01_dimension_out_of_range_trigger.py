import torch
from torch import nn

torch.softmax(torch.randn(3), dim=1)
