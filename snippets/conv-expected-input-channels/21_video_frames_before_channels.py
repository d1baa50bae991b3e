import torch
from torch import nn

torch.manual_seed(0)
conv3d = nn.Conv3d(3, 8, kernel_size=3)  # wants [N, C, T, H, W]: channels, then frames
clips = torch.rand(2, 16, 3, 32, 32)  # video loaders often give [N, T, C, H, W]: frames, then channels
try:
    conv3d(clips)
except RuntimeError as error:
    print(error)
print(conv3d(clips.permute(0, 2, 1, 3, 4)).shape)  # [N, T, C, H, W] -> [N, C, T, H, W]
