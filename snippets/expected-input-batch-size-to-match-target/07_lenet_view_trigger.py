import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):  # the CIFAR-10 tutorial's network as older copies write it, for 32x32 images
    def __init__(self):
        super().__init__()
        self.conv1, self.conv2 = nn.Conv2d(3, 6, 5), nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.fc1, self.fc2, self.fc3 = nn.Linear(16 * 5 * 5, 120), nn.Linear(120, 84), nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        print("before the view:", tuple(x.shape))
        x = x.view(-1, 16 * 5 * 5)  # -1: "whatever is left" becomes the batch
        print("after the view: ", tuple(x.shape))
        return self.fc3(F.relu(self.fc2(F.relu(self.fc1(x)))))


torch.manual_seed(0)
images = torch.randn(4, 3, 52, 52)  # four 52x52 images instead of 32x32
labels = torch.tensor([3, 8, 8, 0])
F.cross_entropy(Net()(images), labels)
