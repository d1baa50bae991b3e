import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
)
image = torch.rand(3, 32, 32)   # one RGB image, no batch dimension
print(model[0](image).shape)    # the convolution takes it as one unbatched image
model(image)                    # BatchNorm2d does not
