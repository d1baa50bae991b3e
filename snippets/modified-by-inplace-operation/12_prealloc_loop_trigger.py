import torch
from torch import nn

torch.manual_seed(0)
cell = nn.RNNCell(3, 4)
x = torch.randn(5, 2, 3)  # 5 time steps, a batch of 2

states = torch.zeros(5, 2, 4)  # preallocated; row 0 is the initial state
for t in range(1, 5):
    states[t] = cell(x[t], states[t - 1])  # reads row t-1 (the cell saves it), writes row t in place
loss = states.sum()
loss.backward()  # boom
