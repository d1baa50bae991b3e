import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 8, kernel_size=3, padding=1), nn.ReLU())
images = torch.rand(16, 28, 28)

# --8<-- [start:fix]
images = images.unsqueeze(1)  # [N, H, W] -> [N, 1, H, W]
output = model(images)
# --8<-- [end:fix]
print(output.shape)
