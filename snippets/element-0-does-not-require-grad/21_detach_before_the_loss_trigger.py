import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)

print(nn.functional.mse_loss(model(x).data, y).requires_grad)  # .data cuts the output off the graph too
loss = nn.functional.mse_loss(model(x).detach(), y)            # a detached prediction: a constant
loss.backward()  # boom
