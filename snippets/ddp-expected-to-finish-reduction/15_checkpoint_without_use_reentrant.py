import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed = nn.Linear(4, 4).requires_grad_(False)   # pretrained, frozen
block = nn.Linear(4, 4)                         # trained, checkpointed
x = torch.randn(8, 4)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    h = checkpoint(block, embed(x))             # use_reentrant not passed
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
print("use_reentrant not passed:   block recorded:", h.requires_grad)
print("use_reentrant=False:        block recorded:", checkpoint(block, embed(x), use_reentrant=False).requires_grad)
print("input made to require grad: block recorded:",
      checkpoint(block, embed(x).requires_grad_(), use_reentrant=True).requires_grad)
