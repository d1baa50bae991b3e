import torch
from torch import nn

torch.manual_seed(0)
# the single-image message said "16x49 and 784x10"; here in_features was set to 49 to match it
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(49, 10),
)
image = torch.randn(1, 28, 28)  # one image, no batch dimension
print("predictions for one image:", model(image).shape)
batch = torch.randn(4, 1, 28, 28)  # a training batch no longer fits
model(batch)
