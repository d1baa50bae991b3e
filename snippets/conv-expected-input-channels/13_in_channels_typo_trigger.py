import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(  # a small CNN written by hand
    nn.Conv2d(3, 16, kernel_size=3, padding=1), nn.ReLU(),   # makes 16 channels
    nn.Conv2d(32, 32, kernel_size=3, padding=1), nn.ReLU(),  # typo: reads 32
)
images = torch.rand(4, 3, 32, 32)  # RGB images, as the first layer wants
model(images)
