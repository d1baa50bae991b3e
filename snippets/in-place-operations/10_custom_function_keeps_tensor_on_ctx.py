import torch


class SquareOnCtx(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.x = x                     # kept as an attribute: autograd does not know about it
        return x * x

    @staticmethod
    def backward(ctx, grad):
        return 2 * ctx.x * grad


class SquareSaved(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)      # saved: autograd notes its version
        return x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 2 * x * grad


for square in (SquareOnCtx, SquareSaved):
    w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
    h = w * 1                         # a tensor in the graph, such as an activation
    y = square.apply(h)
    h.add_(10)                        # modified after the forward pass used it
    try:
        y.sum().backward()
        print(f"{square.__name__}: no error, w.grad = {w.grad} (the right answer is 2 * w = {2 * w.detach()})")
    except RuntimeError as err:
        print(f"{square.__name__}:", str(err).split(" Hint:")[0])
