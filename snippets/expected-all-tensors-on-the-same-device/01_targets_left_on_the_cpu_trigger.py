import torch
from torch import nn

torch.manual_seed(0)
device = "cuda"
model = nn.Linear(3, 1).to(device)     # the model is on the GPU
x = torch.randn(8, 3)                  # a batch, as a DataLoader yields it: on the CPU
y = torch.randn(8, 1)                  # its targets: on the CPU too
prediction = model(x.to(device))       # the inputs were moved ...
loss = (prediction - y).pow(2).mean()  # ... the targets were not: boom
