import numpy as np
import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"
torch.manual_seed(0)
stages = nn.ModuleList([nn.Linear(3, 3) for _ in range(3)]).to(device)
optimizer = torch.optim.SGD(stages.parameters(), lr=0.05)
criterion = nn.MSELoss()
x, target = torch.randn(8, 3).to(device), torch.randn(8, 3).to(device)
before = stages[0].weight.detach().clone()

for step in range(41):
    outputs, h = [], x
    for stage in stages:
        h = stage(h)
        outputs.append(h)
    # .cpu() was added, then detach() for the next error, then requires_grad=True for backward():
    total = np.sum([criterion(out, target).detach().cpu() for out in outputs])
    loss = torch.tensor(total, requires_grad=True)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 20 == 0:
        print(f"step {step:2d}: loss {loss.item():.4f}, first stage's gradient: {stages[0].weight.grad}")

print("weights changed:", not torch.equal(before, stages[0].weight.detach()))
