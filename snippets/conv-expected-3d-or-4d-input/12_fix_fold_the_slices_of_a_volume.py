import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(  # a 2D model for one-channel slices
    nn.Conv2d(1, 8, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
volumes = torch.rand(2, 1, 20, 32, 32)  # 2 scans of 20 slices: [batch, channels, depth, H, W]

# --8<-- [start:fix]
n, d = volumes.shape[0], volumes.shape[2]  # volumes, slices
x = volumes.transpose(1, 2).flatten(0, 1)  # [n, c, d, h, w] -> [n, d, c, h, w] -> [n*d, c, h, w]
out = model(x).unflatten(0, (n, d))  # [n, d, 5]
volume_logits = out.mean(1)  # [n, 5]
# --8<-- [end:fix]
print("slices as images:", x.shape, "-> per volume:", volume_logits.shape)
try:
    model(volumes.flatten(0, 1))  # the fold for frames, [N, T, C, H, W], applied to a volume
except RuntimeError as error:
    print("flatten(0, 1) without the transpose:", error)
