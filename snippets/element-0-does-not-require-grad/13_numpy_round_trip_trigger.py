import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

pred = model(x).detach().numpy()  # numpy() refuses a tensor that requires grad, so .detach() came first
loss = torch.tensor(np.mean((pred - y.numpy()) ** 2))  # a new tensor, built from plain numbers
print("requires_grad:", loss.requires_grad, "| grad_fn:", loss.grad_fn)
loss.backward()  # boom
