import torch
from torch.autograd.functional import jacobian


def f(x):
    # every output depends on two inputs, so the Jacobian is a full table, not a diagonal
    return torch.stack([x[0] * x[1], x[1] * x[2], x[2] * x[0]])


x = torch.tensor([1., 2., 3.], requires_grad=True)
v = torch.tensor([1., 10., 100.])        # the seed: one weight per output

J = jacobian(f, x)                       # row i holds the derivatives of output i
print("J =", J)
print("v @ J =", v @ J)

f(x).backward(v)                         # backward with seed v
print("x.grad =", x.grad)

_, vjp_fn = torch.func.vjp(f, x.detach())
print("torch.func.vjp:", vjp_fn(v)[0])
print("all equal:", torch.equal(x.grad, v @ J) and torch.equal(vjp_fn(v)[0], v @ J))
