import torch
from torch import nn

torch.manual_seed(0)
pretrained = nn.Conv2d(3, 8, kernel_size=3, padding=1)
gray = torch.rand(4, 1, 32, 32)
reference = pretrained(gray.expand(-1, 3, -1, -1))

# --8<-- [start:fix]
one_channel = nn.Conv2d(1, 8, kernel_size=3, padding=1)
with torch.no_grad():  # a gray pixel is R = G = B: its filter is the sum of the three
    one_channel.weight.copy_(pretrained.weight.sum(dim=1, keepdim=True))
    one_channel.bias.copy_(pretrained.bias)
# --8<-- [end:fix]
print("same output as the pretrained layer on repeated gray:", torch.allclose(one_channel(gray), reference, atol=1e-6))

# Per-channel normalisation after the repeat (ImageNet's mean and std) makes the three channels differ:
mean = torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1)
normalised = pretrained((gray.repeat(1, 3, 1, 1) - mean) / std)
print("same output with ImageNet normalisation after the repeat:", torch.allclose(one_channel(gray), normalised, atol=1e-6))
