import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32)).to(torch.bfloat16)
noise = torch.randn(4, 16)

# --8<-- [start:fix]
# the dtype the model was loaded in
dtype = next(backbone.parameters()).dtype
out = backbone(noise.to(dtype))
# --8<-- [end:fix]
print(out.dtype, tuple(out.shape))
