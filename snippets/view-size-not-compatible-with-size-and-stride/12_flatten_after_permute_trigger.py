import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        print("feature map:", tuple(x.shape), "stride:", x.stride())
        x = x.view(x.size(0), -1)  # the flatten before the Linear
        return self.fc1(x)


batch = np.random.default_rng(0).random((4, 32, 32, 3), dtype=np.float32)  # [N, H, W, C], as NumPy holds images
images = torch.from_numpy(batch).permute(0, 3, 1, 2)  # [N, C, H, W], still laid out channel last
print("images:", tuple(images.shape), "stride:", images.stride())
scores = Net()(images)
