import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 2)
x = torch.randn(4, 3)

hidden = layer(x)
loss = hidden.relu().sum()
loss.backward(retain_graph=True)   # keeps the graph's saved tensors for another backward()...
print(hidden.grad)                 # ...but stores no gradient on hidden: warns, then prints None
print("hidden.retains_grad:", hidden.retains_grad)
loss.backward()                    # what it is for: this second walk through the same graph runs
