# A compiled extension (a C++/CUDA function built with torch.utils.cpp_extension) often reads its inputs'
# memory as one type, with tensor.data_ptr<float>(), which raises this message for any other dtype.
# Autocast does not convert the arguments of a function it does not know. This file stands in for
# such a function with torch.bmm, run as the extension receives its arguments: unconverted.
import torch
from torch import nn


def extension_project(matrix, points):  # stands in for the extension's C++ function
    with torch.autocast("cpu", enabled=False):
        return torch.bmm(matrix, points)


torch.manual_seed(0)
matrix = torch.randn(2, 3, 3)  # float32, like the extension's own buffers
encoder = nn.Linear(4, 4)
points = torch.randn(2, 3, 4)

try:
    extension_project(matrix, points.double())  # float64 data (NumPy) reaching the extension
except RuntimeError as error:
    print("float64 points:           ", error)

with torch.autocast("cpu", dtype=torch.bfloat16):  # mixed-precision training ("cuda" on a GPU)
    features = encoder(points)                       # autocast runs the Linear in bfloat16
    print("features under autocast:  ", features.dtype)
    extension_project(matrix, features)              # boom
