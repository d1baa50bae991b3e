import torch
from torch import nn

torch.manual_seed(0)
# A small backbone that ends in 512 features per image, as ResNet-18 does ...
backbone = nn.Sequential(
    nn.Conv2d(3, 512, 3, padding=1, bias=False), nn.BatchNorm2d(512), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(),
)
# ... and a head written for a backbone with 2048 features, as ResNet-50 has.
head = nn.Linear(2048, 10)

images = torch.randn(4, 3, 32, 32)
features = backbone(images)
print(features.shape)
head(features)
