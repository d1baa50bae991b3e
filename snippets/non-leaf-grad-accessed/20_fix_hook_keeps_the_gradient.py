import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 2))
layer = model[2]
x = torch.randn(4, 3)

# --8<-- [start:fix]
grads = {}
# on a layer, before the forward: the gradient of its output at every call (Grad-CAM)
layer.register_full_backward_hook(lambda module, grad_in, grad_out: grads.update(layer=grad_out[0]))
out = model(x)
out.register_hook(lambda grad: grads.update(out=grad))   # on one tensor: its gradient
(out ** 2).sum().backward()
# --8<-- [end:fix]
print(grads["out"])
print("same as the layer hook's:", torch.equal(grads["out"], grads["layer"]))
