import torch

torch.manual_seed(0)
w = torch.randn(4, 1, requires_grad=True) * 0.01  # small initial weights
print("w.is_leaf:", w.is_leaf, "| made by:", type(w.grad_fn).__name__)
optimizer = torch.optim.SGD([w], lr=0.1)  # boom
