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
        grad_2d = grad_out.reshape(-1, grad_out.shape[-1])     # (batch * tokens, out_features)
        x_2d = x.reshape(-1, x.shape[-1])                      # (batch * tokens, in_features)
        grad_x = grad_2d @ weight                              # still 2-D: x was 3-D
        grad_weight = grad_2d.T @ x_2d
        return grad_x, grad_weight


torch.manual_seed(0)
x = torch.randn(2, 4, 3, requires_grad=True)                  # (batch, tokens, in_features)
weight = torch.randn(5, 3, requires_grad=True)
out = MyLinear.apply(x, weight)
out.pow(2).mean().backward()
