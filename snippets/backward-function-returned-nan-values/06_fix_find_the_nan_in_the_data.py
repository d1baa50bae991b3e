import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05)
x, y = torch.randn(16, 3), torch.randn(16, 1)
x[5, 2] = float("nan")

# --8<-- [start:fix]
bad = ~torch.isfinite(x).all(dim=1) | ~torch.isfinite(y).all(dim=1)
print("rows with NaN or inf:", bad.nonzero().flatten().tolist())
x, y = x[~bad], y[~bad]  # or fill them in, in the dataset, before training
# --8<-- [end:fix]

for step in range(30):
    loss = nn.functional.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step in (0, 29):
        print(f"step {step:2d}: loss {loss.item():.4f}")
