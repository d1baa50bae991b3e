import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)           # a regression head: one number per sample
x = torch.randn(4, 3)             # a batch of 4 samples
y = torch.randn(4)                # their 4 targets, as a DataLoader returns a column of numbers

pred = model(x)
print("prediction:", pred.shape, " target:", y.shape)
loss = F.mse_loss(pred, y)
print("they broadcast to", torch.broadcast_shapes(pred.shape, y.shape), "and the loss averages", pred.shape[0] * y.shape[0], "errors")
