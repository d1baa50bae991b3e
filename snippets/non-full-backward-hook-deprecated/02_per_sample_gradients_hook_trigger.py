import warnings

import torch
from torch import nn

# Print the warning with torch's path from site-packages on, not this machine's whole path.
show = warnings.formatwarning
warnings.formatwarning = lambda msg, cat, file, line, text=None: show(msg, cat, file.split("site-packages/")[-1], line, "")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))
layer = model[2]
saved = {}
layer.register_forward_hook(lambda module, inputs, output: saved.update(activations=inputs[0]))
layer.register_backward_hook(lambda module, grad_input, grad_output: saved.update(grad_input=grad_input,
                                                                                backprops=grad_output[0]))
x, y = torch.randn(6, 3), torch.randn(6, 2)
loss = (model(x) - y).pow(2).sum()
loss.backward()

# per-sample gradients of the weight, from what the hooks saved (as per-sample-gradient libraries do)
per_sample = torch.einsum("bo,bi->boi", saved["backprops"], saved["activations"])
print("per-sample weight gradients:", list(per_sample.shape))
print("they add up to layer.weight.grad:", torch.allclose(per_sample.sum(0), layer.weight.grad))
print("grad_input holds:", [list(g.shape) for g in saved["grad_input"]],
      "(bias, input, weight transposed)")
