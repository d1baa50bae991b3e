import torch

a = torch.ones(3, requires_grad=True)
b = torch.ones(3, requires_grad=True)
out = (a * 2).sum()                   # b plays no part

# --8<-- [start:fix]
grad_a, grad_b = torch.autograd.grad(out, [a, b], materialize_grads=True)  # zeros instead of None
# --8<-- [end:fix]
print(grad_a, grad_b)
