import torch
from torch import nn

torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(64, 4, device=device)
y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]], device=device)  # a target to learn
# --8<-- [start:fix]
w = torch.randn(4, 1, device=device, requires_grad=True)  # created where it lives: a leaf
# or: w = torch.randn(4, 1).to(device).requires_grad_()  # move it first, then ask for gradients
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
