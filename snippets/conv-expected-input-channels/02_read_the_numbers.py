import torch
from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=3)
print("weight:", tuple(conv.weight.shape), "= [out_channels, in_channels, kernel height, kernel width]")

grouped = nn.Conv2d(4, 8, kernel_size=3, groups=2)  # each group of 2 input channels has its own filters
print("groups=2 weight:", tuple(grouped.weight.shape), "-> expects 2 x 2 =", grouped.in_channels, "channels")

up = nn.ConvTranspose2d(3, 8, kernel_size=3)  # a transposed conv stores [in_channels, out_channels, kH, kW]
try:
    up(torch.rand(4, 1, 32, 32))
except RuntimeError as error:
    print("ConvTranspose2d:", error)

for shape in [(4, 1, 32, 32), (1, 32, 32)]:  # a batch of one-channel images, then a single image
    try:
        conv(torch.rand(*shape))
    except RuntimeError as error:
        print(f"input {list(shape)}:", error)
