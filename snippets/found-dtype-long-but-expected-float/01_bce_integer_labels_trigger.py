import torch
from torch import nn

torch.manual_seed(0)
discriminator = nn.Sequential(nn.Linear(8, 1), nn.Sigmoid())
images = torch.randn(4, 8)
labels = torch.full((4,), 1)       # "real" labels: the fill value 1 is an int, so the tensor is int64
print("labels:", labels.dtype)
loss = nn.BCELoss()(discriminator(images).view(-1), labels)  # boom
