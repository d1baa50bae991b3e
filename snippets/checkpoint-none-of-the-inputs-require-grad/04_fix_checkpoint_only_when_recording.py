import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(100, 16)
        self.blocks = nn.ModuleList(nn.Sequential(nn.Linear(16, 16), nn.Tanh()) for _ in range(3))
        self.head = nn.Linear(16, 100)

# --8<-- [start:fix]
    def forward(self, tokens):
        h = self.embed(tokens)
        for block in self.blocks:
            if self.training and torch.is_grad_enabled():  # checkpointing saves memory only for backward()
                h = checkpoint(block, h, use_reentrant=False)
            else:
                h = block(h)
        return self.head(h)
# --8<-- [end:fix]


torch.manual_seed(0)  # the same random numbers on every run
model = Net()
tokens = torch.randint(0, 100, (8, 12))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    loss = nn.functional.cross_entropy(model(tokens[:, :-1]).reshape(-1, 100), tokens[:, 1:].reshape(-1))
    loss.backward()
    with torch.no_grad():
        logits = model(tokens[:, :-1])
val_loss = nn.functional.cross_entropy(logits.reshape(-1, 100), tokens[:, 1:].reshape(-1))
print(f"training step: loss {loss.item():.4f}")
print(f"validation: loss {val_loss.item():.4f}")
print("warnings:", [str(w.message) for w in caught])
