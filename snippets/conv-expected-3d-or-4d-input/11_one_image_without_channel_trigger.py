import torch
from torch import nn

torch.manual_seed(0)
model = nn.Conv2d(1, 8, kernel_size=3, padding=1)  # a grayscale model
image = torch.rand(28, 28)  # one digit as read from a file: height and width only
model(image)
