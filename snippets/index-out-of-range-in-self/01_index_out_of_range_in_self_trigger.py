import torch
from torch import nn

nn.Embedding(10, 3)(torch.tensor([10]))
