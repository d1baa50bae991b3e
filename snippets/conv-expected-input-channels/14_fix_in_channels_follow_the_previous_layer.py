import torch
from torch import nn

torch.manual_seed(0)
# --8<-- [start:fix]
model = nn.Sequential(
    nn.Conv2d(3, 16, kernel_size=3, padding=1), nn.ReLU(),
    nn.Conv2d(16, 32, kernel_size=3, padding=1), nn.ReLU(),  # in_channels = the 16 made just before
)
x = torch.rand(4, 3, 32, 32)
for layer in model:  # print what each layer hands to the next
    x = layer(x)
    print(f"{layer.__class__.__name__:>6}: {tuple(x.shape)}")
# --8<-- [end:fix]
