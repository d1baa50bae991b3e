import torch
import torch.nn.functional as F
from torch import nn


class Block(nn.Module):
    def __init__(self, channels=3):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, padding=1)

    def forward(self, x):
        down = F.max_pool2d(self.conv(x), 2)
        up = F.interpolate(down, scale_factor=2)
        return x + up


torch.manual_seed(0)
model = Block()
img = torch.rand(1, 3, 225, 300)
factor = 2  # how often the model halves the size: 2 ** (number of poolings), 16 or 32 in real models

# --8<-- [start:fix]
h, w = img.shape[-2:]
pad_h, pad_w = -h % factor, -w % factor          # up to the next multiple of the factor
out = model(F.pad(img, (0, pad_w, 0, pad_h), mode="reflect"))
out = out[..., :h, :w]                           # cropped back to the input's size
# --8<-- [end:fix]
print(tuple(img.shape), "->", tuple(out.shape))
