import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(5, 1)
x, stars = torch.randn(4, 5), torch.tensor([4, 2, 5, 3])  # int64 targets
loss = nn.HuberLoss()(model(x).squeeze(1), stars)
loss = loss.float()  # the loss is already float32: this changes nothing
print("loss:", loss.dtype)
loss.backward()  # boom: the gradient still meets the int64 targets
