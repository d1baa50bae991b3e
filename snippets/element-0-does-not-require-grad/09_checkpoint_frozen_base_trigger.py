import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed, block = nn.Embedding(10, 4), nn.Linear(4, 4)
embed.requires_grad_(False)  # the base model is frozen...
block.requires_grad_(False)
adapter = nn.Linear(4, 4)  # ...only the adapter inside the checkpointed layer trains


def layer(h):
    return block(h) + adapter(h)


tokens = torch.tensor([[1, 2, 3]])
h = embed(tokens)  # frozen embedding: h does not require grad
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint(layer, h, use_reentrant=True)
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
loss = out.pow(2).mean()
loss.backward()  # boom
