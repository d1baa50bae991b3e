import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(4, 3), torch.randn(4, 1)

with torch.no_grad():                 # wrapped around the forward of a training step, to get an array of it
    pred = model(x)
points = pred.numpy()                 # converts
loss = nn.functional.mse_loss(pred, y)
loss.backward()                       # boom: the loss has no graph to go back through
