import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),   # 28x28 -> 14x14
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),  # 14x14 -> 7x7
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),  # in_features computed for 28x28 images
)
images = torch.randn(4, 1, 32, 32)  # a batch of four 32x32 images
model(images)
