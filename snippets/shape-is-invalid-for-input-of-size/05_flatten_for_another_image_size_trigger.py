import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    """LeNet as older PyTorch tutorials wrote it, its sizes worked out for 32x32 images."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)     # 16 channels of 5x5 after two convs and pools of 32x32
        self.fc2 = nn.Linear(120, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        print("before the flatten:", tuple(x.shape))
        x = x.view(-1, 16 * 5 * 5)
        return self.fc2(F.relu(self.fc1(x)))


model = Net()
mnist_batch = torch.randn(4, 1, 28, 28)           # MNIST images are 28x28
scores = model(mnist_batch)
