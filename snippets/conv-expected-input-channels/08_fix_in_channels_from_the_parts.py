import torch
from torch import nn

torch.manual_seed(0)
skip_channels, up_channels = 32, 64

# --8<-- [start:fix]
decoder_conv = nn.Conv2d(up_channels + skip_channels, 32, kernel_size=3, padding=1)
# or let the layer read it from its first input: nn.LazyConv2d(32, kernel_size=3, padding=1)
# --8<-- [end:fix]
x = torch.cat([torch.rand(1, up_channels, 16, 16), torch.rand(1, skip_channels, 16, 16)], dim=1)
print(decoder_conv(x).shape)
