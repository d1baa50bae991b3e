import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)


# --8<-- [start:fix]
def join(up, skip):  # pad the upsampled map to the skip's height and width, then concatenate
    dh, dw = skip.shape[-2] - up.shape[-2], skip.shape[-1] - up.shape[-1]
    up = F.pad(up, [dw // 2, dw - dw // 2, dh // 2, dh - dh // 2])
    return torch.cat([up, skip], dim=1)
# --8<-- [end:fix]


def double_conv(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.ReLU(),
                         nn.Conv2d(c_out, c_out, 3, padding=1), nn.ReLU())


class UNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc1, self.enc2, self.bottom = double_conv(1, 8), double_conv(8, 16), double_conv(16, 32)
        self.pool = nn.MaxPool2d(2)
        self.up2, self.dec2 = nn.ConvTranspose2d(32, 16, 2, stride=2), double_conv(32, 16)
        self.up1, self.dec1 = nn.ConvTranspose2d(16, 8, 2, stride=2), double_conv(16, 8)
        self.head = nn.Conv2d(8, 2, 1)

    def forward(self, x):
        s1 = self.enc1(x)
        s2 = self.enc2(self.pool(s1))
        x = self.bottom(self.pool(s2))
        x = self.dec2(join(self.up2(x), s2))
        x = self.dec1(join(self.up1(x), s1))
        return self.head(x)


model = UNet()
for size in [(30, 30), (31, 45), (64, 64)]:
    print("input", size, "-> output", tuple(model(torch.randn(1, 1, *size)).shape[-2:]))

# a toy segmentation: class 1 where the image is bright
images = torch.randn(8, 1, 30, 30)
masks = (images[:, 0] > 0.5).long()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
for step in range(41):
    loss = F.cross_entropy(model(images), masks)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 20 == 0:
        print(f"step {step:2}: loss {loss.item():.2f}")

# a stride-2 convolution with padding=1 rounds up instead: 15 -> 8 -> 16, one pixel more than the skip
skip = torch.randn(1, 4, 15, 15)
down = nn.Conv2d(4, 4, 3, stride=2, padding=1)(skip)
up = F.interpolate(down, scale_factor=2)
print("strided conv:", list(skip.shape[-2:]), "->", list(down.shape[-2:]), "->", list(up.shape[-2:]),
      "joined:", list(join(up, skip).shape))
