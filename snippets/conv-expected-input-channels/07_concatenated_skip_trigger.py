import torch
from torch import nn

torch.manual_seed(0)
skip = torch.rand(1, 32, 16, 16)      # features saved on the way down (32 channels)
upsampled = torch.rand(1, 64, 16, 16)  # features coming back up (64 channels)
decoder_conv = nn.Conv2d(64, 32, kernel_size=3, padding=1)  # written for the upsampled part only

x = torch.cat([upsampled, skip], dim=1)  # the skip connection adds its 32 channels
decoder_conv(x)
