import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed, block = nn.Embedding(10, 4), nn.Linear(4, 4)
embed.requires_grad_(False)
block.requires_grad_(False)
adapter = nn.Linear(4, 4)


def layer(h):
    return block(h) + adapter(h)


tokens = torch.tensor([[1, 2, 3]])
# --8<-- [start:fix]
# Fix 1: make the embedding's output require grad, as Hugging Face's
# model.enable_input_require_grads() does with a hook like this one.
hook = embed.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))
out = checkpoint(layer, embed(tokens), use_reentrant=True)
# --8<-- [end:fix]
out.pow(2).mean().backward()
print("fix 1, adapter gradient:", adapter.weight.grad is not None)

adapter.weight.grad = None
hook.remove()
# --8<-- [start:fix2]
# Fix 2: the non-reentrant checkpoint does not need an input that requires grad.
out = checkpoint(layer, embed(tokens), use_reentrant=False)
# --8<-- [end:fix2]
out.pow(2).mean().backward()
print("fix 2, adapter gradient:", adapter.weight.grad is not None)
