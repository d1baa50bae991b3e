import torch
from torch import nn

float(torch.randn(3))
