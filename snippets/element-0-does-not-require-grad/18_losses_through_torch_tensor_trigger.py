import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)                  # two heads: a regression and a second target
x, y = torch.randn(8, 3), torch.randn(8, 2)
out = model(x)
loss_a = F.mse_loss(out[:, 0], y[:, 0])
loss_b = F.l1_loss(out[:, 1], y[:, 1])
print("loss_a:", loss_a)

loss = torch.tensor([loss_a, loss_b]).sum()  # torch.tensor copies the values, not the history
print("loss:  ", loss)
loss.backward()  # boom
