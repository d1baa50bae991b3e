import torch
from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=3)
for shape in [(32, 32), (3, 32, 32), (4, 3, 32, 32), (2, 4, 3, 32, 32)]:
    try:
        print(f"{str(list(shape)):>18} -> {list(conv(torch.rand(*shape)).shape)}")
    except RuntimeError as error:
        print(f"{str(list(shape)):>18} -> {error}")

# the same rule, one dimension less or more, for the 1D and 3D layers
for layer, shape in [(nn.Conv1d(3, 8, 3), (32,)), (nn.Conv3d(3, 8, 3), (8, 32, 32))]:
    try:
        layer(torch.rand(*shape))
    except RuntimeError as error:
        print(error)
