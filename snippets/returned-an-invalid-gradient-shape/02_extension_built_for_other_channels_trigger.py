import torch

# A stand-in for a compiled CUDA extension (a Gaussian-splatting rasterizer): its backward was
# compiled for NUM_CHANNELS colour channels and returns a gradient with that many columns.
NUM_CHANNELS = 3   # set in the extension's config.h when it was built


class Rasterize(torch.autograd.Function):
    @staticmethod
    def forward(ctx, colors, opacity):
        ctx.save_for_backward(opacity)
        return (colors[:, :NUM_CHANNELS] * opacity).sum(dim=0)   # reads NUM_CHANNELS columns

    @staticmethod
    def backward(ctx, grad_image):
        (opacity,) = ctx.saved_tensors
        grad_colors = opacity * grad_image                         # (points, NUM_CHANNELS)
        return grad_colors, None


torch.manual_seed(0)
features = torch.randn(10, 8, requires_grad=True)   # 8 feature channels per point, not 3
opacity = torch.rand(10, 1)
image = Rasterize.apply(features, opacity)
image.sum().backward()
