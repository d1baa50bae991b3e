import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 8, kernel_size=3, padding=1), nn.ReLU())
images = torch.rand(16, 28, 28)  # sixteen grayscale images, stacked without a channel dimension
model(images)
