import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32)).to(torch.bfloat16)  # loaded in bf16
x = torch.randn(4, 16, dtype=torch.bfloat16)

# --8<-- [start:fix]
head = nn.Linear(32, 10)  # the layer you train: float32 weights
features = backbone(x)    # bfloat16, from the half-precision model
logits = head(features.float())
# --8<-- [end:fix]
print("features:", features.dtype, "  head:", head.weight.dtype, "  logits:", logits.dtype, tuple(logits.shape))
