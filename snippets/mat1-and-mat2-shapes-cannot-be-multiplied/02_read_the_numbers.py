import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),
)

# --8<-- [start:walk]
x = torch.randn(4, 1, 32, 32)
model.eval()  # a dry run: leave BatchNorm's statistics as they are
with torch.no_grad():
    for layer in model:
        if isinstance(layer, nn.Linear):
            print(f"{'into the Linear':>16}: {tuple(x.shape)}   weight: {tuple(layer.weight.shape)}")
            break
        x = layer(x)
        print(f"{type(layer).__name__:>16}: {tuple(x.shape)}")
model.train()
# --8<-- [end:walk]

# mat1 is the input with every dimension but the last folded into rows
linear = nn.Linear(10, 5)
print("a [2, 3, 20] input reaches the matrix product as", tuple(torch.randn(2, 3, 20).reshape(-1, 20).shape))
try:
    linear(torch.randn(2, 3, 20))
except RuntimeError as error:
    print(error)
