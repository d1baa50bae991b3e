import torch
from torch import nn


def extension_project(matrix, points):  # stands in for a float32-only extension function
    with torch.autocast("cpu", enabled=False):
        return torch.bmm(matrix, points)


# --8<-- [start:fix]
def project(matrix, points):
    # The extension reads float32: convert at its door, give the caller its own dtype back.
    out = extension_project(matrix.float(), points.float())
    return out.to(points.dtype)
# --8<-- [end:fix]


torch.manual_seed(0)
matrix = torch.randn(2, 3, 3)
encoder = nn.Linear(4, 4)
points = torch.randn(2, 3, 4)

print("float64 points in, out:", project(matrix, points.double()).dtype)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = project(matrix, encoder(points))
print("under autocast, out:   ", out.dtype)
out.float().pow(2).mean().backward()
print("the encoder still gets its gradient:", encoder.weight.grad.dtype, tuple(encoder.weight.grad.shape))
