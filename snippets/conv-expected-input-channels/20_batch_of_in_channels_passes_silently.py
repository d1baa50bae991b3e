import torch
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(3, 8, kernel_size=3)  # an RGB model
images = torch.rand(3, 28, 28)  # a last batch of three grayscale images, without their channel dimension
print("3 images in, output:", tuple(conv(images).shape))  # no error: read as ONE RGB image

# A check where the batch is made catches it, whatever the batch size:
try:
    assert images.dim() == 4 and images.shape[1] == conv.in_channels, f"batch shape {tuple(images.shape)}"
except AssertionError as error:
    print("AssertionError:", error)
