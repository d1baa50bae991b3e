import torch


class MyLinear(torch.autograd.Function):
    """x @ weight.T for x of any number of leading dimensions, with a hand-written backward."""

    @staticmethod
    def forward(ctx, x, weight):
        ctx.save_for_backward(x, weight)
        return x @ weight.T

    @staticmethod
    def backward(ctx, grad_out):
        x, weight = ctx.saved_tensors
        grad_2d = grad_out.reshape(-1, grad_out.shape[-1])
        x_2d = x.reshape(-1, x.shape[-1])
# --8<-- [start:fix]
        grad_x = (grad_2d @ weight).reshape(x.shape)     # one gradient per input of forward,
        grad_weight = grad_2d.T @ x_2d                   # in forward's order, shaped like that input
        return grad_x, grad_weight
# --8<-- [end:fix]


torch.manual_seed(0)
x = torch.randn(2, 4, 3, requires_grad=True, dtype=torch.float64)
weight = torch.randn(5, 3, requires_grad=True, dtype=torch.float64)
out = MyLinear.apply(x, weight)
out.pow(2).mean().backward()
print("x.grad", list(x.grad.shape), "weight.grad", list(weight.grad.shape))
# gradcheck compares the hand-written backward with finite differences (float64 inputs)
print("gradcheck:", torch.autograd.gradcheck(MyLinear.apply, (x, weight)))
