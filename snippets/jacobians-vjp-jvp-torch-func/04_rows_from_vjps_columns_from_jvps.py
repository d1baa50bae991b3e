import torch
from torch.func import jacrev, jvp, vjp, vmap


def f(x):
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
J = jacrev(f)(x)

# One vjp per output, seeded with a one-hot vector: each returns one ROW
_, vjp_fn = vjp(f, x)
rows = vmap(vjp_fn)(torch.eye(2))[0]
# One jvp per input, along a one-hot direction: each returns one COLUMN
columns = vmap(lambda e: jvp(f, (x,), (e,))[1])(torch.eye(3)).T

print("2 vjps, stacked as rows   :", torch.equal(rows, J))
print("3 jvps, stacked as columns:", torch.equal(columns, J))
