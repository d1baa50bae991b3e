import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = x.view(-1, 16 * 5 * 5)                # 25 images x 256 = 6400 = 16 rows of 400
        print("rows after the flatten:", x.size(0))
        return self.fc2(F.relu(self.fc1(x)))


model = Net()
images, labels = torch.randn(25, 1, 28, 28), torch.randint(0, 10, (25,))
scores = model(images)                            # no error here: the rows mix pieces of images
loss = F.cross_entropy(scores, labels)
