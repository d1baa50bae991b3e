import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU())
image = torch.rand(1, 4, 32, 32)  # a PNG with transparency, read as RGBA: four channels
model(image)
