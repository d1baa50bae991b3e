import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(1, 6, 5), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2))
fc1 = nn.Linear(16 * 5 * 5, 120)                  # still the 32x32 number

x = torch.flatten(features(torch.randn(4, 1, 28, 28)), 1)   # (4, 256): the batch is kept
print("flattened:", tuple(x.shape))
fc1(x)                                            # the error now names both widths
