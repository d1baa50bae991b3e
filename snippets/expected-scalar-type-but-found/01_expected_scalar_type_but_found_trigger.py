import torch
from torch import nn

torch.bmm(torch.randn(2, 3, 4), torch.randn(2, 4, 5, dtype=torch.float64))
