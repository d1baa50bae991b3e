import warnings

import torch
from torch.autograd.gradcheck import GradcheckError


class Cube(torch.autograd.Function):
    """y = x ** 3, with a hand-written backward."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_y):
        (x,) = ctx.saved_tensors
        return grad_y * 3 * x ** 2            # d(x^3)/dx = 3x^2


class WrongCube(Cube):
    @staticmethod
    def backward(ctx, grad_y):
        (x,) = ctx.saved_tensors
        return grad_y * 2 * x ** 2            # a slip: 2 instead of 3


x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)   # float64: see below
print("Cube passes:", torch.autograd.gradcheck(Cube.apply, (x,)))
try:
    torch.autograd.gradcheck(WrongCube.apply, (x,))
except GradcheckError as error:
    print("WrongCube refused:", str(error).splitlines()[0])

x32 = x.detach().float().requires_grad_()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("Cube in float32:", torch.autograd.gradcheck(Cube.apply, (x32,), raise_exception=False))
print("torch warned:", str(caught[0].message).split(".")[0])
