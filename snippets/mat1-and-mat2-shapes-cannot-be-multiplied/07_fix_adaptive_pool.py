import torch
from torch import nn

torch.manual_seed(0)
# --8<-- [start:fix]
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.AdaptiveAvgPool2d((7, 7)),  # always 7x7, whatever the image size
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),
)
# --8<-- [end:fix]
for size in (28, 32, 64):
    print(size, tuple(model(torch.randn(4, 1, size, size)).shape))
