import torch
from torch import nn

torch.manual_seed(0)
image = torch.rand(1, 3, 64, 64)
encoder = nn.Conv2d(3, 16, kernel_size=3, padding=1)

top, left, height, width = 40, 70, 24, 24  # a box whose left edge lies past the image's 64 columns
crop = image[:, :, top:top + height, left:left + width]  # slicing past the edge gives no error
print("crop:", tuple(crop.shape))
encoder(crop)
