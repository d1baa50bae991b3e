import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
x = torch.randn(4, 3)

# --8<-- [start:fix]
hidden = layer(x)
hidden.retain_grad()                  # ask backward() to keep this non-leaf's gradient
loss = hidden.relu().sum()
loss.backward()
print(hidden.grad)
# --8<-- [end:fix]
