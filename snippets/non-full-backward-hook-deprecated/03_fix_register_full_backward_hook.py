import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(),
    nn.Sequential(nn.Conv2d(4, 6, 3, padding=1), nn.ReLU(), nn.Conv2d(6, 8, 3, padding=1)),  # the target block
    nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
block = model[2]
saved = {}
# --8<-- [start:fix]
block.register_forward_hook(lambda module, inputs, output: saved.update(activation=output.detach()))
# grad_input: the gradients of the block's inputs; grad_output: of its outputs
block.register_full_backward_hook(
    lambda module, grad_input, grad_output: saved.update(grad_input=grad_input, gradient=grad_output[0]))
# --8<-- [end:fix]
image = torch.randn(1, 3, 8, 8)
hidden = model[1](model[0](image))              # the block's input, to check grad_input against
hidden.retain_grad()
score = model[3:](block(hidden))[0, 2]          # the same forward pass as model(image)
score.backward()

print("grad_input[0]:", list(saved["grad_input"][0].shape),
      "| the gradient of the block's input:", torch.equal(saved["grad_input"][0], hidden.grad))
weights = saved["gradient"].mean(dim=(2, 3), keepdim=True)                 # Grad-CAM
cam = torch.relu((weights * saved["activation"]).sum(dim=1))
print(f"Grad-CAM map: {list(cam.shape)}, max {cam.max().item():.3e}")
