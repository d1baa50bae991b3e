import torch
from torch.func import jacrev, vjp


def f(x):
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
v = torch.tensor([1.0, 10.0])         # one weight per OUTPUT: the seed of backward()
J = jacrev(f)(x)

out, vjp_fn = vjp(f, x)
(vjp_result,) = vjp_fn(v)
print("vjp(f, x) with seed v:", vjp_result)
print("v @ J                :", v @ J)

x_leaf = x.clone().requires_grad_()
f(x_leaf).backward(v)                 # what backward() computes with the same seed
print("x.grad after backward(v):", x_leaf.grad)
print("all equal:", torch.equal(vjp_result, v @ J) and torch.equal(x_leaf.grad, v @ J))
