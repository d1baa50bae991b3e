import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
encoder = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.AdaptiveAvgPool2d(1))  # -> [N, 8, 1, 1]
loader = DataLoader(TensorDataset(torch.randn(9, 3, 16, 16)), batch_size=4)     # batches of 4, 4 and 1

for (images,) in loader:
    features = encoder(images).squeeze()         # meant to drop the two 1s of [N, 8, 1, 1]
    print(tuple(images.shape), "->", tuple(features.shape))
    features = F.normalize(features, dim=1)      # one unit vector per image
