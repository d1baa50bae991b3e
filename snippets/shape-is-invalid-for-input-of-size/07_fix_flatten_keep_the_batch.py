import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self, image_size=28):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 6, 5), nn.ReLU(), nn.MaxPool2d(2),
                                      nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2))
        self.fc2 = nn.Linear(120, 10)
# --8<-- [start:fix]
        with torch.no_grad():                     # one dummy image gives the flattened size
            dummy = torch.zeros(1, 1, image_size, image_size)
            n_flat = self.features(dummy).flatten(1).size(1)
        self.fc1 = nn.Linear(n_flat, 120)

    def forward(self, x):
        x = torch.flatten(self.features(x), 1)    # keep dim 0, the batch; flatten the rest
        return self.fc2(F.relu(self.fc1(x)))
# --8<-- [end:fix]


for image_size in (28, 32):
    model = Net(image_size)
    for n in (4, 25):
        scores = model(torch.randn(n, 1, image_size, image_size))
        print(f"{image_size}x{image_size}: flattened size {model.fc1.in_features}, "
              f"{n} images -> scores {tuple(scores.shape)}")
