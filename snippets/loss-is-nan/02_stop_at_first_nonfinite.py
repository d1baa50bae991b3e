import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4) * torch.tensor([1.0, 10.0, 100.0, 1000.0])
y = x @ torch.tensor([1.0, -2.0, 0.5, 0.01]) + torch.randn(64)

model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
# --8<-- [start:check]
for step in range(12):
    loss = nn.functional.mse_loss(model(x).squeeze(1), y)
    if not torch.isfinite(loss):
        print(f"step {step}: the loss is {loss.item()}")
        break
    optimizer.zero_grad()
    loss.backward()
    bad = [name for name, p in model.named_parameters() if not torch.isfinite(p.grad).all()]
    if bad:
        print(f"step {step}: loss {loss.item():.3g} is finite, but the gradient of {bad} is not")
        break
    largest = max(p.grad.abs().max() for p in model.parameters())
    print(f"step {step}: loss {loss.item():.3g}, largest gradient {largest.item():.3g}")
    optimizer.step()
# --8<-- [end:check]
