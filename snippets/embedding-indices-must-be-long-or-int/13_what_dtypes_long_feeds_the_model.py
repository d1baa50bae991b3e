import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Embedding(1000, 16), nn.Flatten(), nn.Linear(12 * 16, 2))

# What torchinfo's summary(model, input_size=(2, 12), dtypes=[torch.long]) builds and runs:
# random numbers in [0, 1), converted to the dtype you name
x = torch.rand(2, 12).type(torch.long)
print(x.dtype, "| the ids it holds:", x.unique().tolist())
print("output:", tuple(model(x).shape))
