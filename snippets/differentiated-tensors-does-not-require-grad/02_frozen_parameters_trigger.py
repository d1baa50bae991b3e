import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
model[0].requires_grad_(False)        # the first layer is frozen for now

loss = model(torch.randn(5, 4)).pow(2).mean()
grads = torch.autograd.grad(loss, model.parameters(), create_graph=True)  # boom
