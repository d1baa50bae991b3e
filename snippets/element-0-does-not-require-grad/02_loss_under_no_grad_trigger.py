import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)

with torch.no_grad():                 # copied from the validation loop
    pred = model(x)
    loss = nn.functional.mse_loss(pred, y)

print("requires_grad:", loss.requires_grad, "| grad_fn:", loss.grad_fn)
loss.backward()  # boom
