import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),
)
images = torch.randn(4, 1, 32, 32)

# --8<-- [start:fix]
# a published model, made for 28x28 images: its sizes are fixed
# (your own network? set in_features instead: fix 3)
images = F.interpolate(
    images, size=(28, 28),
    mode="bilinear", antialias=True,
)
logits = model(images)
# --8<-- [end:fix]
print(logits.shape)
