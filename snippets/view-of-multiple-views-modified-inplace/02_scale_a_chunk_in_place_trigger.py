import torch
from torch import nn

torch.manual_seed(0)
projection = nn.Linear(4, 6)
x = torch.randn(2, 4)

query, key = projection(x).chunk(2, dim=1)   # chunk returns two views of one tensor
query.mul_(0.5)  # boom
