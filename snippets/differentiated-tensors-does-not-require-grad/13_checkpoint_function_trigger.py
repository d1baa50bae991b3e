import torch
from torch import nn


class CheckpointFunction(torch.autograd.Function):
    """Stable Diffusion's gradient checkpointing (ldm/modules/diffusionmodules/util.py), shortened."""

    @staticmethod
    def forward(ctx, run_function, length, *args):
        ctx.run_function = run_function
        ctx.input_tensors = list(args[:length])
        ctx.input_params = list(args[length:])
        with torch.no_grad():
            return ctx.run_function(*ctx.input_tensors)

    @staticmethod
    def backward(ctx, *output_grads):
        ctx.input_tensors = [x.detach().requires_grad_(True) for x in ctx.input_tensors]
        with torch.enable_grad():
            output = ctx.run_function(*ctx.input_tensors)
        grads = torch.autograd.grad(output, ctx.input_tensors + ctx.input_params, output_grads,
                                    allow_unused=True)  # every parameter of the block, frozen or not
        return (None, None) + grads


torch.manual_seed(0)
block = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 4))
block[0].requires_grad_(False)        # part of the block frozen, as LoRA or partial fine-tuning do
x = torch.randn(2, 4, requires_grad=True)

out = CheckpointFunction.apply(block, 1, x, *block.parameters())
loss = out.pow(2).mean()
loss.backward()                       # boom: raised by autograd.grad inside CheckpointFunction.backward
