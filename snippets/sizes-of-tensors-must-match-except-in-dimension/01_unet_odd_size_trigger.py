import torch
from torch import nn

torch.manual_seed(0)


def double_conv(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.ReLU(),
                         nn.Conv2d(c_out, c_out, 3, padding=1), nn.ReLU())


class UNet(nn.Module):  # two poolings down, two transposed convolutions up
    def __init__(self):
        super().__init__()
        self.enc1, self.enc2, self.bottom = double_conv(1, 8), double_conv(8, 16), double_conv(16, 32)
        self.pool = nn.MaxPool2d(2)
        self.up2, self.dec2 = nn.ConvTranspose2d(32, 16, 2, stride=2), double_conv(32, 16)
        self.up1, self.dec1 = nn.ConvTranspose2d(16, 8, 2, stride=2), double_conv(16, 8)
        self.head = nn.Conv2d(8, 2, 1)

    def forward(self, x):
        s1 = self.enc1(x)                 # skip connections, kept for the way up
        s2 = self.enc2(self.pool(s1))
        x = self.bottom(self.pool(s2))
        x = self.dec2(torch.cat([self.up2(x), s2], dim=1))
        x = self.dec1(torch.cat([self.up1(x), s1], dim=1))
        return self.head(x)


model = UNet()
print(model(torch.randn(2, 1, 64, 64)).shape)  # 64 = 4 x 16: it works
images = torch.randn(2, 1, 30, 30)               # 30 / 2 = 15, 15 / 2 = 7 (the half pixel is lost)
model(images)
