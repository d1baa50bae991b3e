import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

warnings.simplefilter("error")  # any warning would stop this snippet


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList(nn.Sequential(nn.Linear(16, 16), nn.Tanh()) for _ in range(3))
        self.head = nn.Linear(16, 1)

# --8<-- [start:fix]
    def forward(self, x):
        h = x
        for block in self.blocks:
            h = checkpoint(block, h, use_reentrant=False)  # records the first block too, on data that
        return self.head(h)                                # does not require grad
# --8<-- [end:fix]


torch.manual_seed(0)  # the same random numbers on every run
model = Net()
before = [block[0].weight.detach().clone() for block in model.blocks]
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(32, 16), torch.randn(32, 1)  # a batch of data: it does not require grad

for step in range(30):
    loss = nn.functional.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step in (0, 29):
        print(f"step {step:2d}: loss {loss.item():.4f}")
for i, block in enumerate(model.blocks):
    print(f"block {i} trained:", not torch.equal(before[i], block[0].weight))
