import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
x = torch.randn(4, 3)

# --8<-- [start:fix]
hidden = layer(x)
loss = hidden.relu().sum()
(d_hidden,) = torch.autograd.grad(loss, hidden)   # returned, not stored in .grad
print(d_hidden)
# --8<-- [end:fix]
