import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __init__(self, images):
        self.images = images  # a NumPy array: float64 unless you say otherwise

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return torch.from_numpy(self.images[i])  # keeps NumPy's dtype


images = np.random.default_rng(0).random((8, 3, 16, 16))
torch.manual_seed(0)
model = nn.Sequential(  # a ResNet-style block: convolutions without bias, then BatchNorm
    nn.Conv2d(3, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16), nn.ReLU(),
)
batch = next(iter(DataLoader(Images(images), batch_size=4)))
print("batch:", batch.dtype, "  weights:", model[0].weight.dtype)
model(batch)  # boom
