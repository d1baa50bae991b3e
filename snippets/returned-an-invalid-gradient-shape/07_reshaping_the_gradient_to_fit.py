import torch


class Transpose2(torch.autograd.Function):
    """2 * x.T: its backward must transpose the gradient back."""

    @staticmethod
    def forward(ctx, x):
        ctx.x_shape = x.shape
        return 2 * x.T

    @staticmethod
    def backward(ctx, grad_out):
        return (2 * grad_out).reshape(ctx.x_shape)   # fits the shape, in the wrong order


class Transpose2Right(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return 2 * x.T

    @staticmethod
    def backward(ctx, grad_out):
        return 2 * grad_out.T


class Sum(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.x_shape = x.shape
        return x.sum()

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out.expand(4, *ctx.x_shape)      # one row too many: torch sums it away


torch.manual_seed(0)
x = torch.randn(2, 3, dtype=torch.float64, requires_grad=True)
for fn in (Transpose2, Transpose2Right):
    print(f"{fn.__name__}: gradcheck {torch.autograd.gradcheck(fn.apply, (x,), raise_exception=False)}")
Sum.apply(x).backward()
print("Sum: x.grad", x.grad.tolist(), "(the right gradient is all ones)")
print(f"Sum: gradcheck {torch.autograd.gradcheck(Sum.apply, (x,), raise_exception=False)}")
