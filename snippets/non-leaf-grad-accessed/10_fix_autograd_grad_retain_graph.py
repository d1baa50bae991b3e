import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
x = torch.randn(4, 3)

# --8<-- [start:fix]
hidden = layer(x)
loss = hidden.relu().sum()
(d_hidden,) = torch.autograd.grad(loss, hidden, retain_graph=True)  # keep the graph for...
loss.backward()                                                    # ...the training step
# --8<-- [end:fix]
print(d_hidden)
print("layer.weight.grad filled:", layer.weight.grad is not None)
