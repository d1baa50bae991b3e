import torch
from torch import nn

torch.manual_seed(0)
cell = nn.RNNCell(3, 4)
x = torch.randn(5, 2, 3)

# --8<-- [start:fix]
states = [torch.zeros(2, 4)]  # collect the steps in a list...
for t in range(1, 5):
    states.append(cell(x[t], states[-1]))
states = torch.stack(states)  # ...and stack them once, at the end
# --8<-- [end:fix]
states.sum().backward()
print(states.shape, "| weight gradient:", cell.weight_hh.grad is not None)
