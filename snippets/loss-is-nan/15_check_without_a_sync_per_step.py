import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4) * torch.tensor([1.0, 10.0, 100.0, 1000.0])
y = x @ torch.tensor([1.0, -2.0, 0.5, 0.01]) + torch.randn(64)

model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
# --8<-- [start:check]
steps, every = 12, 4
losses = torch.zeros(steps, device=x.device)  # on the GPU with the data: writing into it needs no sync
for step in range(steps):
    loss = nn.functional.mse_loss(model(x).squeeze(1), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    losses[step] = loss.detach()
    if (step + 1) % every == 0:               # one sync every few steps, when you log anyway
        bad = (~torch.isfinite(losses[: step + 1])).nonzero()
        if len(bad):
            print(f"checked at step {step}: first non-finite loss at step {bad[0].item()}")
            break
# --8<-- [end:check]
