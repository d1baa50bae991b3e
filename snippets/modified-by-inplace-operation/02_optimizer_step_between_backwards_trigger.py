import torch
from torch import nn

torch.manual_seed(0)
body, head = nn.Linear(3, 3), nn.Linear(3, 1)
optimizer = torch.optim.SGD([*body.parameters(), *head.parameters()], lr=0.1)
x = torch.randn(4, 3)

pred = head(torch.relu(body(x)))      # head saved its weight for the backward pass
loss_1 = pred.pow(2).mean()
loss_2 = (pred - 1).abs().mean()

optimizer.zero_grad()
loss_1.backward(retain_graph=True)
optimizer.step()                      # updates the weights in place: their version goes up
loss_2.backward()  # boom: head's saved weight is not the one the forward pass used
