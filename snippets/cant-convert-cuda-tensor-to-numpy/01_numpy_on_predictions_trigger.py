import torch
from torch import nn

device = "meta"  # stands in for "cuda": this site is built without a GPU (on one, the message says cuda:0)
torch.manual_seed(0)
model = nn.Linear(3, 1).to(device)
x = torch.randn(4, 3).to(device)

pred = model(x)                       # computed on the model's device
print("pred is on:", pred.device)
points = pred.numpy()  # boom: e.g. to plot the predictions
