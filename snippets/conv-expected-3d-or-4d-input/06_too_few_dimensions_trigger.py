import torch
from torch import nn

torch.manual_seed(0)
model = nn.Conv2d(1, 8, kernel_size=3, padding=1)  # a grayscale model
pixels = torch.rand(64, 784)  # 64 MNIST digits, as a CSV file holds them: one row of 784 pixels each
model(pixels)
