import torch
from torch import nn

torch.manual_seed(0)
# A classifier built for 64x64 images: four convolutions halve the size, the last one reads a 4x4 map.
model = nn.Sequential(
    nn.Conv2d(3, 16, 4, stride=2, padding=1), nn.LeakyReLU(0.2),    # 64 -> 32
    nn.Conv2d(16, 32, 4, stride=2, padding=1), nn.LeakyReLU(0.2),   # 32 -> 16
    nn.Conv2d(32, 64, 4, stride=2, padding=1), nn.LeakyReLU(0.2),   # 16 -> 8
    nn.Conv2d(64, 128, 4, stride=2, padding=1), nn.LeakyReLU(0.2),  # 8 -> 4
    nn.Conv2d(128, 10, 4), nn.Flatten(),                            # 4 -> 1: 10 class scores
)
print(model(torch.randn(2, 3, 64, 64)).shape)  # the size it was built for

images = torch.randn(2, 3, 32, 32)  # your images are smaller
model(images)
