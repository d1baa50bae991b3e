import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = nn.Conv2d(1, 8, kernel_size=3, padding=1)
loader = DataLoader(TensorDataset(torch.rand(256, 1, 28, 28)), batch_size=64)
(images,) = next(iter(loader))
image = images[0]  # one image, as a dataset returns it: [1, 28, 28]

# --8<-- [start:fix]
out = model(images)  # a batch: [N, C, H, W] as it is
one = model(image.unsqueeze(0))  # one image: [C, H, W] -> [1, C, H, W]
# --8<-- [end:fix]
print(tuple(images.shape), "->", tuple(out.shape))
print(tuple(image.shape), "->", tuple(one.shape))
