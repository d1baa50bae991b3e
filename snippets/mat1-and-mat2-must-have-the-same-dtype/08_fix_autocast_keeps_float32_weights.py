import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 32), nn.Linear(32, 10))  # float32
x, y = torch.randn(4, 16), torch.randint(0, 10, (4,))

# --8<-- [start:fix]
with torch.autocast("cpu", dtype=torch.bfloat16):  # "cuda" on a GPU
    logits = model(x)                              # every Linear runs in bfloat16
    loss = nn.functional.cross_entropy(logits, y)  # autocast runs the loss in float32
loss.backward()
# --8<-- [end:fix]
print("logits:", logits.dtype, "  loss:", loss.dtype, "  weights and gradients:", model[0].weight.dtype,
      model[0].weight.grad.dtype)
