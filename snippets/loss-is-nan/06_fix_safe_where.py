import torch

x = torch.tensor([4.0, 0.0, 1.0], requires_grad=True)
# --8<-- [start:fix]
positive = x > 0
safe_x = torch.where(positive, x, torch.ones_like(x))   # sqrt never sees the zero
y = torch.where(positive, torch.sqrt(safe_x), torch.zeros_like(x))
# --8<-- [end:fix]
y.sum().backward()
print("forward:", y.detach(), " gradient:", x.grad)
