import warnings

import torch
from torch import nn

warnings.filterwarnings("ignore", message="Using a non-full backward hook")   # the warning is gone...

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(),
    nn.Sequential(nn.Conv2d(4, 6, 3, padding=1), nn.ReLU(), nn.Conv2d(6, 8, 3, padding=1)),
    nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
)
block = model[2]
saved = {}
block.register_backward_hook(lambda module, grad_input, grad_output: saved.update(grad_input=grad_input))
image = torch.randn(1, 3, 8, 8)
hidden = model[1](model[0](image))
hidden.retain_grad()
model[3:](block(hidden))[0, 2].backward()
print("...but grad_input[0] is", list(saved["grad_input"][0].shape), "for an input of", list(hidden.shape))
print("the gradient of the block's input has shape", list(hidden.grad.shape))
