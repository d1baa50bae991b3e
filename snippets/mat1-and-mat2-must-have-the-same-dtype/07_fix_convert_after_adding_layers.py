import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32)).to(torch.bfloat16)

# --8<-- [start:fix]
model = nn.Sequential(backbone, nn.Linear(32, 10))
model.to(torch.bfloat16)  # for inference: after the last layer is added, one dtype
assert len({p.dtype for p in model.parameters()}) == 1
# --8<-- [end:fix]
out = model(torch.randn(4, 16, dtype=torch.bfloat16))
print(out.dtype, tuple(out.shape))
