import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
model[0].requires_grad_(False)

# --8<-- [start:check]
frozen = [name for name, p in model.named_parameters() if not p.requires_grad]
print("frozen, leave out of autograd.grad:", frozen)
# --8<-- [end:check]
