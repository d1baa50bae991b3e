import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, kernel_size=3, padding=1), nn.ReLU())


# --8<-- [start:fix]
def to_rgb(images):  # [N, C, H, W]
    if images.shape[1] == 1:  # gray
        return images.repeat(1, 3, 1, 1)
    if images.shape[1] == 4:  # RGBA
        return images[:, :3]
    return images
# --8<-- [end:fix]


for images in (torch.rand(4, 1, 32, 32), torch.rand(4, 4, 32, 32)):  # grayscale, then RGBA
    print(tuple(images.shape), "->", tuple(model(to_rgb(images)).shape))
