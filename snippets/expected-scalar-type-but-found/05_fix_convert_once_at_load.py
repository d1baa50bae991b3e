import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


# --8<-- [start:fix]
class Images(Dataset):
    def __init__(self, images):
        # once, at load: float32, like the weights
        self.images = torch.from_numpy(images).float()

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return self.images[i]
# --8<-- [end:fix]


images = np.random.default_rng(0).random((8, 3, 16, 16))
torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1, bias=False), nn.BatchNorm2d(16), nn.ReLU())
batch = next(iter(DataLoader(Images(images), batch_size=4)))
out = model(batch)
print("batch:", batch.dtype, "  output:", out.dtype, tuple(out.shape))
error = (batch.double() - torch.from_numpy(images[:4])).abs().max().item()
print(f"largest rounding error of the conversion: {error:.0e}")
