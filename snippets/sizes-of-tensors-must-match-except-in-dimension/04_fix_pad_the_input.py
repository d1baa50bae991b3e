import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)


def double_conv(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.ReLU(),
                         nn.Conv2d(c_out, c_out, 3, padding=1), nn.ReLU())


class UNet(nn.Module):  # the trigger's model, unchanged: think of a published one you cannot edit
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
        x = self.dec2(torch.cat([self.up2(x), s2], dim=1))
        x = self.dec1(torch.cat([self.up1(x), s1], dim=1))
        return self.head(x)


model = UNet()


# --8<-- [start:fix]
def run_padded(model, images, multiple=4):  # multiple: 2 ** (number of poolings)
    h, w = images.shape[-2:]
    padded = F.pad(images, [0, -w % multiple, 0, -h % multiple], mode="reflect")
    return model(padded)[..., :h, :w]  # crop the output back to the image
# --8<-- [end:fix]


for size in [(30, 30), (31, 45), (64, 64)]:
    print("input", size, "-> output", tuple(run_padded(model, torch.randn(1, 1, *size)).shape[-2:]))

tiny = torch.rand(1, 1, 2, 3)  # an image smaller than the padding it needs
for mode in ("reflect", "replicate"):
    try:
        print(mode, list(F.pad(tiny, [0, -3 % 4, 0, -2 % 4], mode=mode).shape))
    except RuntimeError as error:
        print(mode, str(error).split(", but")[0])
