import torch
from torch.func import jacfwd, jvp


def f(x):
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
u = torch.tensor([1.0, 0.0, -1.0])    # one weight per INPUT: a direction to move x in
J = jacfwd(f)(x)

out, jvp_result = jvp(f, (x,), (u,))
print("jvp(f, x) along u:", jvp_result)
print("J @ u            :", J @ u)
print("equal:", torch.equal(jvp_result, J @ u))

# A small step along u changes f by about J @ u times the step
eps = 1e-3
print("finite difference:", (f(x + eps * u) - f(x)) / eps)
