import torch
from torch import nn

torch.arange(12.).reshape(3, 4).t().view(12)
