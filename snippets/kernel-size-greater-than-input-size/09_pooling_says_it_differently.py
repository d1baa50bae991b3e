import torch
from torch import nn

torch.manual_seed(0)
feature_map = torch.randn(8, 64, 1, 1)  # what three blocks left of a 28x28 digit
for layer in (nn.Conv2d(64, 64, 3), nn.MaxPool2d(2)):
    try:
        layer(feature_map)
    except RuntimeError as error:
        print(f"{type(layer).__name__}: {error}")

sequence = torch.randn(8, 64, 1)  # one time step left of a short clip
try:
    nn.MaxPool1d(2)(sequence)
except RuntimeError as error:
    print(f"MaxPool1d: {error}")
