import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Linear(4, 2).half()  # the trained weights themselves are float16
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
x = torch.randn(3, 4).half()
loss = model(x).float().sum()
scaler.scale(loss).backward()  # the gradients are float16 too
scaler.step(opt)  # unscales them first, and refuses float16 gradients
