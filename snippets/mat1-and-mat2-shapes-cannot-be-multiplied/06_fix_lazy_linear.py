import torch
from torch import nn

torch.manual_seed(0)
# --8<-- [start:fix]
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.LazyLinear(10),  # in_features is read from the first batch
)
model.eval()  # a dry run in training mode would change BatchNorm's statistics
with torch.no_grad():
    model(torch.zeros(1, 1, 32, 32))  # a dry run at the real image size, before the optimizer
model.train()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
# --8<-- [end:fix]
print(model[-1])
print(model(torch.randn(4, 1, 32, 32)).shape)
