import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
x = torch.randn(4, 3)

hidden = layer(x)                     # an activation, computed by a recorded operation
loss = hidden.relu().sum()
loss.backward()
print(hidden.grad)  # warns, then prints None
