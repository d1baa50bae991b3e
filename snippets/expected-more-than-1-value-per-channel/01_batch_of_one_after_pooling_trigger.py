import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Sequential(
    nn.Conv2d(3, 64, 3, stride=2, padding=1),
    nn.BatchNorm2d(64), nn.ReLU(),  # 16 x 16 values a channel: fine
    nn.AdaptiveAvgPool2d(1),  # a PSP or ASPP head's image pooling: 1 x 1
    nn.Conv2d(64, 512, 1, bias=False),
    nn.BatchNorm2d(512), nn.ReLU(),
)
images = torch.randn(1, 3, 32, 32)  # batch_size=1: one image a step
out = model(images)  # in training mode, as every new module is
