import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
model[0].requires_grad_(False)

loss = model(torch.randn(5, 4)).pow(2).mean()
grads = torch.autograd.grad(loss, list(model.parameters()), allow_unused=True)  # boom all the same
