import torch

torch.manual_seed(0)
# Weights initialised by hand, scaled to a small range in the same line:
w = torch.randn(784, 10, requires_grad=True) / 28
print("is_leaf:", w.is_leaf, "| grad_fn:", w.grad_fn.name())

images = torch.randn(64, 784)
loss = (images @ w).logsumexp(dim=1).mean()
loss.backward()
print(w.grad)  # warns: w names the result of the division, not the tensor randn created
