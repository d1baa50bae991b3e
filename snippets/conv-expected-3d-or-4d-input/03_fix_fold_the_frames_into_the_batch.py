import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
videos = torch.rand(2, 4, 3, 32, 32)

# --8<-- [start:fix]
n, t = videos.shape[:2]  # clips, frames
x = videos.flatten(0, 1)  # n*t images
out = model(x)  # [n*t, 5]
out = out.unflatten(0, (n, t))  # [n, t, 5]
clip_logits = out.mean(1)  # [n, 5]
# --8<-- [end:fix]
print(model(x).shape)
print(clip_logits.shape)
