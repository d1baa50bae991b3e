import torch
from torch.func import jacfwd, jacrev


def f(x):
    # 3 inputs, 2 outputs
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
J_rev = jacrev(f)(x)                  # row by row: one vjp per output, batched by vmap
J_fwd = jacfwd(f)(x)                  # column by column: one jvp per input, batched by vmap
print("f(x) =", f(x))
print("jacrev(f)(x) =", J_rev)
print("shape:", J_rev.shape, "= (outputs, inputs)")
print("jacfwd equals jacrev:", torch.equal(J_fwd, J_rev))
# The older API: one autograd.grad call per row, in a Python loop
J_old = torch.autograd.functional.jacobian(f, x)
print("torch.autograd.functional.jacobian equals jacrev:", torch.equal(J_old, J_rev))
