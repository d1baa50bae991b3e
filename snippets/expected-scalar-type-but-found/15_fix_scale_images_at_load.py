import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


# --8<-- [start:fix]
class Images(Dataset):
    def __init__(self, images):
        self.images = images  # (N, H, W, 3) uint8

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        image = torch.from_numpy(self.images[i]).permute(2, 0, 1)
        return image.float().div(255)  # float32, 0 to 1, like the weights
# --8<-- [end:fix]


images = np.random.default_rng(0).integers(0, 256, size=(8, 16, 16, 3), dtype=np.uint8)
torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16), nn.ReLU())
batch = next(iter(DataLoader(Images(images), batch_size=4)))
out = model(batch)
print("batch:", batch.dtype, "values", batch.min().item(), "to", batch.max().item())
print("output:", out.dtype, tuple(out.shape))
exact = torch.equal(batch.mul(255).round().to(torch.uint8), torch.from_numpy(images[:4]).permute(0, 3, 1, 2))
print("every pixel value kept exactly:", exact)
