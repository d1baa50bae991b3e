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
        self.embed = nn.Embedding(100, 16)                         # pretrained, frozen below
        self.block = nn.Sequential(nn.Linear(16, 16), nn.Tanh())   # trained, checkpointed to save memory
        self.head = nn.Linear(16, 100)

    def forward(self, tokens):
        h = self.embed(tokens)
        h = checkpoint(self.block, h, use_reentrant=True)
        return self.head(h)


torch.manual_seed(0)  # the same random numbers on every run
model = Net()
model.embed.requires_grad_(False)  # freeze the embeddings (LoRA and adapter recipes do the same)
block_before = model.block[0].weight.detach().clone()
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-2)
tokens = torch.randint(0, 100, (8, 12))

for step in range(30):
    logits = model(tokens[:, :-1])
    loss = nn.functional.cross_entropy(logits.reshape(-1, 100), tokens[:, 1:].reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step in (0, 29):
        print(f"step {step:2d}: loss {loss.item():.4f}")
print("block has a gradient:", model.block[0].weight.grad is not None)
print("block trained:", not torch.equal(block_before, model.block[0].weight))
