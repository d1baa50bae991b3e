import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4) * torch.tensor([1.0, 10.0, 100.0, 1000.0])
y = x @ torch.tensor([1.0, -2.0, 0.5, 0.01]) + torch.randn(64)

# --8<-- [start:fix]
x = (x - x.mean(dim=0)) / x.std(dim=0)        # every feature on the same scale
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(300):
    loss = nn.functional.mse_loss(model(x).squeeze(1), y)
    optimizer.zero_grad()
    loss.backward()
    # a safety net: cap the step size, and fail loudly on inf or nan gradients
    nn.utils.clip_grad_norm_(model.parameters(), max_norm=100.0, error_if_nonfinite=True)
    optimizer.step()
# --8<-- [end:fix]
    if step % 100 == 0 or step == 299:
        print(f"step {step:3}  loss {loss.item():.3g}")
