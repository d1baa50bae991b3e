import torch
import torch.nn.functional as F

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)

for copies in (1, 4):                 # the same samples, in a batch of 8, then of 32
    xb, yb = x.repeat(copies, 1), y.repeat(copies, 1)
    for reduction in ("mean", "sum"):
        model.zero_grad()
        F.mse_loss(model(xb), yb, reduction=reduction).backward()
        print(f"batch {len(xb):2}, {reduction:4}: gradient norm {model.weight.grad.norm().item():.4f}")
