import torch

x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
h = x * 2
y = h + 3                             # addition saves nothing it needs for its gradient
h.add_(1)                             # so modifying h afterwards is allowed
y.sum().backward()
print("x.grad:", x.grad)
