import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
block = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 4))
block[0].requires_grad_(False)
x = torch.randn(2, 4, requires_grad=True)

# --8<-- [start:fix]
out = checkpoint(block, x, use_reentrant=False)   # in place of CheckpointFunction.apply(...)
# --8<-- [end:fix]
out.pow(2).mean().backward()
print("frozen layer's grad:", block[0].weight.grad)
print("trainable layer has a grad:", block[2].weight.grad is not None)
