import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 4)
y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]])  # a target to learn
w = torch.randn(4, 1, requires_grad=True) * 0.01
w.retain_grad()  # the optimizer now accepts the non-leaf w...
optimizer = torch.optim.SGD([w], lr=0.1)
for step in range(2):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(x @ w, y)
    print(f"step {step}: loss {loss.item():.4f}")
    loss.backward()  # ...but the second backward() goes through the multiplication again
    optimizer.step()
