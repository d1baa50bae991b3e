import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4)
y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]])  # a target to learn
# --8<-- [start:fix]
w = (torch.randn(4, 1) * 0.01).requires_grad_()  # compute the initial value, then ask for gradients
# in a module's __init__: self.w = nn.Parameter(torch.randn(4, 1) * 0.01)
print("w.is_leaf:", w.is_leaf)
optimizer = torch.optim.SGD([w], lr=0.1)
# --8<-- [end:fix]
for step in range(101):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(x @ w, y)
    loss.backward()
    optimizer.step()
    if step % 50 == 0:
        print(f"step {step}: loss {loss.item():.4f}")
