import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
bn = nn.BatchNorm2d(4)  # in training mode, as every new module is
for shape in [(1, 4, 16, 16), (2, 4, 1, 1), (1, 4, 1, 1)]:
    x = torch.randn(shape)
    per_channel = x.numel() // x.shape[1]  # batch size x height x width
    try:
        bn(x)
        print(f"input {list(shape)}: {per_channel} values per channel, runs")
    except ValueError:
        print(f"input {list(shape)}: {per_channel} value per channel, ValueError")
one = torch.randn(1, 4, 1, 1)
print("one value minus the mean of one value:", (one - one.mean(dim=0)).flatten().tolist())
two = torch.randn(2, 4, 1, 1)
print("two values, normalised:", (bn(two).detach().flatten(1).round(decimals=2) + 0.0).tolist())
