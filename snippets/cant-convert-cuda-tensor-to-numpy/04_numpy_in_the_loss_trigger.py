import numpy as np
import torch
from torch import nn

device = "meta"  # stands in for "cuda": this site is built without a GPU (on one, the message says cuda:0)
torch.manual_seed(0)
stages = nn.ModuleList([nn.Linear(3, 3) for _ in range(3)]).to(device)   # a model with one output per stage
x, target = torch.randn(8, 3).to(device), torch.randn(8, 3).to(device)

outputs, h = [], x
for stage in stages:
    h = stage(h)
    outputs.append(h)
criterion = nn.MSELoss()
loss = np.sum([criterion(out, target) for out in outputs])  # boom: the loss of every stage, summed with NumPy
