import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))
layer = model[2]
saved = {}
# --8<-- [start:fix]
layer.register_forward_hook(lambda module, inputs, output: saved.update(activations=inputs[0]))
layer.register_full_backward_hook(
    lambda module, grad_input, grad_output: saved.update(backprops=grad_output[0]))
# --8<-- [end:fix]
x, y = torch.randn(6, 3), torch.randn(6, 2)
loss = (model(x) - y).pow(2).sum()
loss.backward()

per_sample = torch.einsum("bo,bi->boi", saved["backprops"], saved["activations"])
print("per-sample weight gradients:", list(per_sample.shape))
print("they add up to layer.weight.grad:", torch.allclose(per_sample.sum(0), layer.weight.grad))
first = per_sample[0]                           # check one against a backward of sample 0 alone
model.zero_grad()
(model(x[:1]) - y[:1]).pow(2).sum().backward()
print("sample 0's gradient, computed alone:", torch.allclose(first, layer.weight.grad))
