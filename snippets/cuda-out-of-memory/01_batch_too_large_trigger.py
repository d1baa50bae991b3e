import torch
from torch import nn

torch.manual_seed(0)
device = "cuda"
model = nn.Sequential(
    nn.Conv2d(3, 2048, kernel_size=3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(2048, 10),
).to(device)

# 64 images of 1024 x 1024 pixels: 768 MiB of float32 input, which a 2 GiB card holds;
# the convolution's output alone would be 64 x 2048 x 1024 x 1024 floats, 512 GiB.
images = torch.randn(64, 3, 1024, 1024, device=device)
labels = torch.randint(0, 10, (64,), device=device)
loss = nn.functional.cross_entropy(model(images), labels)  # boom: no GPU has room
loss.backward()
