import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4, dtype=torch.float64)
y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]], dtype=torch.float64)  # a target to learn


def train(name, leaf, weight_used):
    optimizer = torch.optim.SGD([leaf], lr=0.1)  # the leaf: no error
    for step in range(101):
        optimizer.zero_grad()
        loss = nn.functional.mse_loss(x @ weight_used(), y)
        loss.backward()
        optimizer.step()
        if step % 50 == 0:
            print(f"{name}, step {step}: loss {loss.item():.4f}")


# 1. the loop uses the copy made once, before training (stands for .to("cuda"))
leaf = torch.randn(4, 1, requires_grad=True)
copy = leaf.to(torch.float64)
train("copy made once", leaf, lambda: copy)

# 2. the loop scales the leaf again in every step
leaf = torch.randn(4, 1, dtype=torch.float64, requires_grad=True)
train("scaled in every step", leaf, lambda: leaf * 0.01)
