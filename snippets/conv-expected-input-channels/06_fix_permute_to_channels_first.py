import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU())
images = torch.rand(4, 32, 32, 3)

# --8<-- [start:fix]
images = images.permute(0, 3, 1, 2)  # [N, H, W, C] -> [N, C, H, W]
output = model(images)
# --8<-- [end:fix]
print(images.shape)
print(output.shape)

# The same for sequences: Conv1d wants [N, channels, length], data often comes as [N, length, features]
conv1d = nn.Conv1d(16, 32, kernel_size=3)
sequences = torch.rand(4, 100, 16)
print(conv1d(sequences.transpose(1, 2)).shape)
