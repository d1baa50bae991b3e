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
# --8<-- [start:fix]
        x = torch.flatten(x, 1)  # was x.view(x.size(0), -1): keeps dim 0, takes any layout
# --8<-- [end:fix]
        return self.fc1(x)


batch = np.random.default_rng(0).random((4, 32, 32, 3), dtype=np.float32)
images = torch.from_numpy(batch).permute(0, 3, 1, 2)
model = Net()
scores = model(images)
print("scores:", tuple(scores.shape))
print("same scores as with a contiguous batch:", torch.allclose(scores, model(images.contiguous()), atol=1e-6))
