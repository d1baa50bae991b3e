import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, in_channels=3):
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, 8, kernel_size=3, padding=1)
        self.head = nn.Linear(8, 5)

    def forward(self, images):
        return self.head(self.conv1(images).mean(dim=(2, 3)))


torch.manual_seed(0)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "pretrained.pt")
pretrained = Net(in_channels=3)  # pretrained on color images
torch.save(pretrained.state_dict(), path)

try:
    Net(in_channels=1).load_state_dict(torch.load(path))  # your images are grayscale
except RuntimeError as error:
    print(error)

# --8<-- [start:fix]
state = torch.load(path)
state["conv1.weight"] = state["conv1.weight"].sum(dim=1, keepdim=True)  # 3 input channels summed into 1
model = Net(in_channels=1)
print(model.load_state_dict(state))
# --8<-- [end:fix]
gray = torch.randn(2, 1, 16, 16)
print("same as the pretrained model on the gray image repeated 3 times:",
      torch.allclose(model(gray), pretrained(gray.repeat(1, 3, 1, 1)), atol=1e-6))
