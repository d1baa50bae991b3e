import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(  # an image model: it sees one frame at a time
    nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
videos = torch.rand(2, 4, 3, 32, 32)  # 2 clips of 4 RGB frames: [batch, frames, channels, H, W]
model(videos)
