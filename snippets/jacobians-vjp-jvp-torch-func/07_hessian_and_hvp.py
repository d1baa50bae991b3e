import torch
from torch.func import grad, hessian, jacfwd, jacrev, jvp


def loss(x):                          # a scalar function: the sum of f's two outputs
    return x[0] * x[1] * x[2] + x[0] + x[1] ** 2


x = torch.tensor([1.0, 2.0, 3.0])
H = hessian(loss)(x)                  # the table of second derivatives, inputs x inputs
print("hessian(loss)(x) =", H)
print("equals jacfwd(jacrev(loss)):", torch.equal(H, jacfwd(jacrev(loss))(x)))

# A Hessian-vector product without the table: the jvp of the gradient function along u
u = torch.tensor([1.0, 0.0, -1.0])
_, hvp = jvp(grad(loss), (x,), (u,))
print("jvp(grad(loss)) along u:", hvp)
print("H @ u                  :", H @ u)
print("equal:", torch.equal(hvp, H @ u))
