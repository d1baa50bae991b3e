import torch

torch.manual_seed(0)
# --8<-- [start:fix]
# Convert first, then ask for gradients: the tensor x names is the leaf.
# On a GPU: torch.rand(3, device="cuda", requires_grad=True)
x = torch.rand(3, dtype=torch.float64).to(torch.float32).requires_grad_()
# --8<-- [end:fix]
print("is_leaf:", x.is_leaf)
(x ** 2).sum().backward()
print(torch.equal(x.grad, 2 * x.detach()))
