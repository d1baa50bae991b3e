import warnings

import torch
from torch import nn

# Print the warning with torch's path from site-packages on, not this machine's whole path.
show = warnings.formatwarning
warnings.formatwarning = lambda msg, cat, file, line, text=None: show(msg, cat, file.split("site-packages/")[-1], line, "")

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(),
    nn.Sequential(nn.Conv2d(4, 6, 3, padding=1), nn.ReLU(), nn.Conv2d(6, 8, 3, padding=1)),  # the target block
    nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
block = model[2]
saved = {}
block.register_forward_hook(lambda module, inputs, output: saved.update(input=inputs[0], activation=output))
block.register_backward_hook(lambda module, grad_input, grad_output: saved.update(grad_input=grad_input,
                                                                                grad_output=grad_output))
image = torch.randn(1, 3, 8, 8)
score = model(image)[0, 2]                       # the class Grad-CAM explains
saved["input"].retain_grad()
saved["activation"].retain_grad()
score.backward()

print("block input:    ", list(saved["input"].shape))
print("grad_input[0]:  ", list(saved["grad_input"][0].shape), "(the last conv's input, not the block's)")
print("grad_output[0] is the gradient of the block's output:",
      torch.equal(saved["grad_output"][0], saved["activation"].grad))
weights = saved["grad_output"][0].mean(dim=(2, 3), keepdim=True)          # Grad-CAM
cam = torch.relu((weights * saved["activation"].detach()).sum(dim=1))
print(f"Grad-CAM map: {list(cam.shape)}, max {cam.max().item():.3e}")
