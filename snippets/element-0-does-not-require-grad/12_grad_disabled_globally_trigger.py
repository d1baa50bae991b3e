import torch
from torch import nn

torch.set_grad_enabled(False)  # e.g. at the top of an evaluation script, or in a helper it imports

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)
print("grad mode enabled:", torch.is_grad_enabled())
loss = nn.functional.mse_loss(model(x), y)
loss.backward()  # boom
