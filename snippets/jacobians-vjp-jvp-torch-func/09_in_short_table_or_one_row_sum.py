import torch
from torch.func import jacrev, vjp


# --8<-- [start:short]
def f(x):  # 3 inputs, 2 outputs
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
v = torch.tensor([1.0, 10.0])         # the seed: one weight per output
J = jacrev(f)(x)                      # the whole table: one row per output, one column per input
_, vjp_fn = vjp(f, x)
(vJ,) = vjp_fn(v)                     # one weighted sum of its rows: what backward(v) computes
# --8<-- [end:short]
print("J =", J)
print("vjp with seed [1, 10]:", vJ, "| equals v @ J:", torch.equal(vJ, v @ J))
