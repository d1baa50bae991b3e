import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Linear(2, 1)
real = torch.randn(4, 2)

one = torch.FloatTensor([1])                    # written for torch 0.3, where a loss had shape [1]
mone = one * -1

d_real = critic(real).mean()                    # since torch 0.4 a mean is 0-dimensional
print("d_real:", d_real.shape, "| mone:", mone.shape)
d_real.backward(mone)                           # boom: a [1] seed for a [] loss
