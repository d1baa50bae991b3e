import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"
torch.manual_seed(0)
stages = nn.ModuleList([nn.Linear(3, 3) for _ in range(3)]).to(device)
optimizer = torch.optim.SGD(stages.parameters(), lr=0.05)
criterion = nn.MSELoss()
x, target = torch.randn(8, 3).to(device), torch.randn(8, 3).to(device)

for step in range(41):
    outputs, h = [], x
    for stage in stages:
        h = stage(h)
        outputs.append(h)
# --8<-- [start:fix]
    loss = torch.stack([criterion(out, target) for out in outputs]).sum()  # or sum([...])
# --8<-- [end:fix]
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 20 == 0:
        print(f"step {step:2d}: loss {loss.item():.4f}, first stage's gradient norm {stages[0].weight.grad.norm().item():.4f}")
