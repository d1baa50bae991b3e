import torch
from torch import nn

layer = nn.Linear(10, 5)                        # float32 weights
x = torch.randn(4, 20, dtype=torch.float64)      # float64 input, and 20 features instead of 10
layer(x)
