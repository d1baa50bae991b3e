import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

# Print the warning with torch's path from site-packages on, not this machine's whole path.
show = warnings.formatwarning
warnings.formatwarning = lambda msg, cat, file, line, text=None: show(msg, cat, file.split("site-packages/")[-1], line, "")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(100, 16)  # trained: its output requires grad in training
        self.blocks = nn.ModuleList(nn.Sequential(nn.Linear(16, 16), nn.Tanh()) for _ in range(3))
        self.head = nn.Linear(16, 100)

    def forward(self, tokens):
        h = self.embed(tokens)
        for block in self.blocks:
            h = checkpoint(block, h, use_reentrant=True)  # saves memory in training
        return self.head(h)


torch.manual_seed(0)  # the same random numbers on every run
model = Net()
tokens = torch.randint(0, 100, (8, 12))
loss = nn.functional.cross_entropy(model(tokens[:, :-1]).reshape(-1, 100), tokens[:, 1:].reshape(-1))
loss.backward()
print(f"training step: loss {loss.item():.4f}, no warning")

with torch.no_grad():  # validation: nothing is recorded, so no input requires grad
    logits = model(tokens[:, :-1])
val_loss = nn.functional.cross_entropy(logits.reshape(-1, 100), tokens[:, 1:].reshape(-1))
print(f"validation: loss {val_loss.item():.4f}")
