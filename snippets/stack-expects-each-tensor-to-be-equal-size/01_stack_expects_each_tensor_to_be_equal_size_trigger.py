import torch
from torch import nn

from torch.utils.data import DataLoader
next(iter(DataLoader([torch.zeros(3), torch.zeros(4)], batch_size=2)))
