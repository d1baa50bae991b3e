import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
encoder = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.AdaptiveAvgPool2d(1))
loader = DataLoader(TensorDataset(torch.randn(9, 3, 16, 16)), batch_size=4)
*_, (images,) = loader  # the last batch, the one with a single image

# --8<-- [start:fix]
features = encoder(images).flatten(1)    # [N, 8, 1, 1] -> [N, 8], N = 1 included
features = F.normalize(features, dim=1)
# --8<-- [end:fix]
print(tuple(images.shape), "->", tuple(features.shape))
print("every batch:", [tuple(encoder(batch).flatten(1).shape) for (batch,) in loader])
