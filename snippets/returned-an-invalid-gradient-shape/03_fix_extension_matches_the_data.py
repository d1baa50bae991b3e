import torch

# The stand-in for the compiled rasterizer of 02_extension_built_for_other_channels_trigger.py,
# rebuilt for the data: its NUM_CHANNELS (a #define in the extension's cuda_rasterizer/config.h)
# now equals the channels the code passes to it.
NUM_CHANNELS = 8


class Rasterize(torch.autograd.Function):
    @staticmethod
    def forward(ctx, colors, opacity):
        ctx.save_for_backward(opacity)
        return (colors[:, :NUM_CHANNELS] * opacity).sum(dim=0)

    @staticmethod
    def backward(ctx, grad_image):
        (opacity,) = ctx.saved_tensors
        return opacity * grad_image, None


torch.manual_seed(0)
features = torch.randn(10, 8, requires_grad=True)
opacity = torch.rand(10, 1)
target = torch.randn(8)
optimizer = torch.optim.SGD([features], lr=0.05)
for step in range(3):
# --8<-- [start:fix]
    # In a shell, once: one build of the extension, the repository's own
    #   pip uninstall -y diff-gaussian-rasterization   (repeat until none is left)
    #   pip install ./submodules/diff-gaussian-rasterization   (after editing its config.h, if needed)
    if features.shape[1] != NUM_CHANNELS:     # the NUM_CHANNELS of cuda_rasterizer/config.h in that submodule
        raise ValueError(f"{features.shape[1]} channels, extension built for {NUM_CHANNELS}")
    if features.shape[0] == 0:                # every point pruned: skipping would train nothing from now on
        raise RuntimeError("every point pruned: check the prune mask and the opacity threshold")
    image = Rasterize.apply(features, opacity)
# --8<-- [end:fix]
    loss = (image - target).pow(2).mean()
    loss.backward()
    print(f"step {step}: loss {loss.item():.4f}, features.grad {list(features.grad.shape)}")
    optimizer.step()
    optimizer.zero_grad()
