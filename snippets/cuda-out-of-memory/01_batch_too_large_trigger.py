import torch
from torch import nn

torch.manual_seed(0)
device = "cuda"
model = nn.Sequential(
    nn.Conv2d(3, 128, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(128, 10),
).to(device)

# 256 images of 2048 x 2048 pixels: 12 GiB of float32 input, and the first
# convolution's output alone would be 256 x 128 x 2048 x 2048 floats, 512 GiB.
images = torch.randn(256, 3, 2048, 2048, device=device)
labels = torch.randint(0, 10, (256,), device=device)
loss = nn.functional.cross_entropy(model(images), labels)  # boom: no GPU has room
loss.backward()
