import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4096, 3)                            # a data set of 4096 samples
y = x @ torch.tensor([1.0, -2.0, 0.5]) + torch.randn(4096)
w = torch.zeros(3, requires_grad=True)              # a linear model, at its starting point


def gradient(rows):
    loss = F.mse_loss(x[rows] @ w, y[rows])         # reduction="mean"
    return torch.autograd.grad(loss, w)[0]


full = gradient(torch.arange(len(x)))               # the gradient over the whole data set
print(f"whole data set: gradient norm {full.norm():.2f}")
for batch in (8, 32, 128):
    grads = torch.stack([gradient(torch.randint(len(x), (batch,))) for _ in range(1000)])
    noise = (grads - full).norm(dim=1).pow(2).mean().sqrt()   # how far it typically is from the full one
    print(f"batch {batch:3}: average gradient {grads.mean(0).norm():.2f}, distance from the full one {noise:.2f}")
