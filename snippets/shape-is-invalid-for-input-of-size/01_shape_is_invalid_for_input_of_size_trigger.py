import torch
from torch import nn

torch.arange(10.).view(3, 4)
