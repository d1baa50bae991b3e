import torch
from torch.func import jacfwd, jacrev


def f(x):
    # 3 inputs, 2 outputs
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
J_rev = jacrev(f)(x)                  # built from backward passes, one per output
J_fwd = jacfwd(f)(x)                  # built from forward passes, one per input
print("f(x) =", f(x))
print("jacrev(f)(x) =", J_rev)
print("shape:", J_rev.shape, "= (outputs, inputs)")
print("jacfwd equals jacrev:", torch.equal(J_fwd, J_rev))
