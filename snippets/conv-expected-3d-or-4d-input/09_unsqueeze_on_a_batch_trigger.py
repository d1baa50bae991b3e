import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = nn.Conv2d(1, 8, kernel_size=3, padding=1)  # a grayscale model
loader = DataLoader(TensorDataset(torch.rand(256, 1, 28, 28)), batch_size=64)

(images,) = next(iter(loader))
print(images.shape)  # the DataLoader's batch is already [N, C, H, W]
model(images.unsqueeze(0))  # the unsqueeze(0) of single-image code, applied to a batch
