import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)

pred = model(x)                       # computed from the model's parameters: it requires grad
print("requires_grad:", pred.requires_grad, "| grad_fn:", pred.grad_fn.name())
points = pred.numpy()  # boom: e.g. to plot the predictions
