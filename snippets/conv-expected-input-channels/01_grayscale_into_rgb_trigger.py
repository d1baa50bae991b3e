import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(  # the first layer of a model trained on RGB images
    nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU(),
)
images = torch.rand(4, 1, 32, 32)  # a batch of four grayscale images: one channel each
model(images)
