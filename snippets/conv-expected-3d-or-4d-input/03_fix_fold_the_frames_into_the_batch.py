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
frames = videos.flatten(0, 1)  # [n * t, C, H, W]
frame_logits = model(frames)
per_clip = frame_logits.unflatten(0, (n, t))
clip_logits = per_clip.mean(1)  # one row per clip
# --8<-- [end:fix]
print(frame_logits.shape)
print(clip_logits.shape)
