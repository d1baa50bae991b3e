import torch
from torch import nn

torch.manual_seed(0)
# Four blocks of a 3x3 convolution without padding and a 2x2 pooling, for 28x28 digits
model = nn.Sequential(
    nn.Conv2d(1, 16, 3), nn.ReLU(), nn.MaxPool2d(2),   # 28 -> 26 -> 13
    nn.Conv2d(16, 32, 3), nn.ReLU(), nn.MaxPool2d(2),  # 13 -> 11 -> 5
    nn.Conv2d(32, 64, 3), nn.ReLU(), nn.MaxPool2d(2),  # 5 -> 3 -> 1
    nn.Conv2d(64, 64, 3), nn.ReLU(), nn.MaxPool2d(2),  # 1 -> ?
    nn.Flatten(), nn.Linear(64, 10),
)
digits = torch.rand(8, 1, 28, 28)
model(digits)
