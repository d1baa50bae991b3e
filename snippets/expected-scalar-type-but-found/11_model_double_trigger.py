import numpy as np
import torch
from torch import nn


def megabytes(tensors):
    return sum(t.numel() * t.element_size() for t in tensors) / 1e6


torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 64, 3, padding=1, bias=False), nn.BatchNorm2d(64), nn.ReLU(),
    nn.Conv2d(64, 64, 3, padding=1, bias=False), nn.BatchNorm2d(64), nn.ReLU(),
)
images = torch.from_numpy(np.random.default_rng(0).random((32, 3, 64, 64)))  # float64 from NumPy

before = megabytes(model.parameters())
model.double()                      # the answer often given: make the model float64 too
out = model(images)                 # runs...
print(f"parameters: {before:.2f} MB as float32, {megabytes(model.parameters()):.2f} MB as float64")
print(f"one activation: {megabytes([out.float()]):.1f} MB as float32, {megabytes([out]):.1f} MB as float64")

# ...and every float32 tensor the rest of the program makes now fails instead:
frame = torch.rand(1, 3, 64, 64)    # from torchvision's ToTensor(), a camera, another model
model(frame)  # boom
