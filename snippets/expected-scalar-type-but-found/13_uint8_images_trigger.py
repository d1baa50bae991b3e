import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Images(Dataset):
    def __init__(self, images):
        self.images = images  # (N, H, W, 3) uint8, as np.array(PIL.Image.open(path)) or cv2.imread give them

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return torch.from_numpy(self.images[i]).permute(2, 0, 1)  # (3, H, W), still uint8


images = np.random.default_rng(0).integers(0, 256, size=(8, 16, 16, 3), dtype=np.uint8)
torch.manual_seed(0)
model = nn.Sequential(  # a ResNet-style block: convolutions without bias, then BatchNorm
    nn.Conv2d(3, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16), nn.ReLU(),
)
batch = next(iter(DataLoader(Images(images), batch_size=4)))
print("batch:", batch.dtype, "values", batch.min().item(), "to", batch.max().item(),
      "  weights:", model[0].weight.dtype)
model(batch)  # boom
