import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run


def stage(c_in, c_out):  # halves the map, as each stage of a ResNet does
    return [nn.Conv2d(c_in, c_out, 3, stride=2, padding=1), nn.BatchNorm2d(c_out), nn.ReLU()]


backbone = nn.Sequential(  # 5 stages: stride 32, no pooling
    *stage(3, 64), *stage(64, 128), *stage(128, 256), *stage(256, 512), *stage(512, 512),
)
for size in (32, 64):
    image = torch.randn(1, 3, size, size)  # batch_size=1, training mode
    try:
        out = backbone(image)
        print(f"one {size} x {size} image: output {list(out.shape)}, runs")
    except ValueError as error:
        print(f"one {size} x {size} image: {error}")
