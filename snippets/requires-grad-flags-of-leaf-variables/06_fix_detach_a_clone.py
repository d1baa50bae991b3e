import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
fast_weights = {name: p.clone() for name, p in model.named_parameters()}

# --8<-- [start:fix]
fast_weights["bias"] = fast_weights["bias"].detach()   # not adapted, and no gradient flows to model.bias
# --8<-- [end:fix]
print({name: t.requires_grad for name, t in fast_weights.items()})
