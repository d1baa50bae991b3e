import torch
from torch import nn

torch.manual_seed(0)
noise = torch.randn(64, 100)
# --8<-- [start:fix]
generator = nn.Sequential(
    nn.Linear(100, 128 * 7 * 7), nn.ReLU(),
    nn.Unflatten(1, (128, 7, 7)),  # [N, 6272] -> [N, 128, 7, 7]; in forward: x.view(-1, 128, 7, 7)
    nn.ConvTranspose2d(128, 1, kernel_size=4, stride=2, padding=1),
)
# --8<-- [end:fix]
print(generator(noise).shape)
