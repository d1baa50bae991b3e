import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
losses = []
for step in range(3):
    x, y = torch.randn(4, 3), torch.randn(4, 1)
    loss = nn.functional.mse_loss(model(x), y)
    losses.append(loss)               # the loss tensor itself, graph and all

print(type(losses[0]).__name__, losses[0].requires_grad)
mean_loss = np.mean(losses)  # boom: NumPy converts each tensor with .numpy()
