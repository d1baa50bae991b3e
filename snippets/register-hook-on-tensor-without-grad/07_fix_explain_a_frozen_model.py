import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).eval()
images = torch.randn(2, 4)
model.requires_grad_(False)                 # a frozen model: no parameter requires grad

gradients = []


def keep_gradient(module, inputs, output):
    output.register_hook(gradients.append)   # Grad-CAM style: keep the activation's gradient


model[0].register_forward_hook(keep_gradient)

# --8<-- [start:fix]
images = images.clone().requires_grad_()    # the input starts the recording; the weights stay frozen
scores = model(images)
scores[:, 1].sum().backward()               # the gradient of one class score
# --8<-- [end:fix]
print(gradients[0])
print("a frozen weight got a gradient:", model[0].weight.grad is not None)

model.requires_grad_(True)                  # the same pass with trainable weights, for comparison
model(images.detach())[:, 1].sum().backward()
print("same as with trainable weights:", torch.equal(gradients[0], gradients[1]))
