import torch

torch.manual_seed(0)
# --8<-- [start:fix]
# Scale, convert or move first, ask for gradients last: the name then holds the leaf.
w = (torch.randn(784, 10) / 28).requires_grad_()
x = torch.rand(3, dtype=torch.float64).to(torch.float32).requires_grad_()
# On a GPU, in one call: torch.rand(3, device="cuda", requires_grad=True)
# --8<-- [end:fix]
print("w.is_leaf:", w.is_leaf, "| x.is_leaf:", x.is_leaf)

images = torch.randn(64, 784)
(images @ w).logsumexp(dim=1).mean().backward()
(x ** 2).sum().backward()
print("w.grad:", tuple(w.grad.shape), "| x.grad == 2 * x:", torch.equal(x.grad, 2 * x.detach()))
