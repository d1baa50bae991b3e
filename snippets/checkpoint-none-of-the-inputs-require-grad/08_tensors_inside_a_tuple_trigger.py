import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

# Print the warning with torch's path from site-packages on, not this machine's whole path.
show = warnings.formatwarning
warnings.formatwarning = lambda msg, cat, file, line, text=None: show(msg, cat, file.split("site-packages/")[-1], line, "")

torch.manual_seed(0)  # the same random numbers on every run
pre, block, head = nn.Linear(16, 16), nn.Linear(16, 16), nn.Linear(16, 1)
x, y = torch.randn(32, 16), torch.randn(32, 1)


def block_fn(inputs):  # the block takes its tensors in one tuple
    h, mask = inputs
    return torch.tanh(block(h)) * mask


def got_gradients(call):
    for layer in (pre, block, head):
        layer.zero_grad(set_to_none=True)
    h = pre(x)  # requires grad: pre trains
    mask = torch.ones(32, 16)
    nn.functional.mse_loss(head(call(h, mask)), y).backward()
    return ", ".join(f"{name} {layer.weight.grad is not None}" for name, layer in
                     (("pre", pre), ("block", block), ("head", head)))


print("in a tuple, use_reentrant=True: ",
      got_gradients(lambda h, mask: checkpoint(block_fn, (h, mask), use_reentrant=True)))
print("as arguments, use_reentrant=True:",
      got_gradients(lambda h, mask: checkpoint(lambda h, mask: block_fn((h, mask)), h, mask, use_reentrant=True)))
print("in a tuple, use_reentrant=False:",
      got_gradients(lambda h, mask: checkpoint(block_fn, (h, mask), use_reentrant=False)))
