import torch
from torch import nn

torch.manual_seed(0)
model = nn.Conv2d(1, 8, kernel_size=3, padding=1)
pixels = torch.rand(64, 784)
image = torch.rand(28, 28)

# --8<-- [start:fix]
batch = pixels.view(-1, 1, 28, 28)  # [64, 784] -> [64, 1, 28, 28]: batch, channel, height, width
single = image[None, None]          # one [28, 28] image -> [1, 1, 28, 28]
# --8<-- [end:fix]
print(model(batch).shape)
print(model(single).shape)
