import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
x = torch.randn(4, 3)

hidden = layer(x)
loss = hidden.relu().sum()
(d_hidden,) = torch.autograd.grad(loss, hidden)   # the gradient to look at...
loss.backward()                                   # ...then the training step's backward: boom
