import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 8, kernel_size=3, padding=1)

    def forward(self, x):
        x = x.unsqueeze(1)  # written for [N, H, W] images, without their channel
        return self.conv(x)


loader = DataLoader(TensorDataset(torch.rand(256, 1, 28, 28)), batch_size=64)  # with their channel
(images,) = next(iter(loader))
Net()(images)
