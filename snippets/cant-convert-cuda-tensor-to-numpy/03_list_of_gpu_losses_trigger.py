import numpy as np
import torch
from torch import nn

device = "meta"  # stands in for "cuda": this site is built without a GPU (on one, the message says cuda:0)
torch.manual_seed(0)
model = nn.Linear(3, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

losses = []
for step in range(3):
    x, y = torch.randn(8, 3).to(device), torch.randn(8, 1).to(device)
    loss = nn.functional.mse_loss(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    losses.append(loss)               # the loss tensor itself: on the device, with its graph

print(len(losses), "losses on:", losses[0].device)
mean_loss = np.mean(losses)  # boom: NumPy converts each tensor in the list
