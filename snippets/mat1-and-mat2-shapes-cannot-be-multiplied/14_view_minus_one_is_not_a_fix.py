import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
convs = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
)
fc = nn.Linear(16 * 7 * 7, 10)  # written for 28x28 images

images = torch.randn(4, 1, 56, 56)  # four 56x56 images
labels = torch.tensor([3, 1, 4, 1])
x = convs(images).view(-1, 16 * 7 * 7)  # the "fix": make the last dimension fit
logits = fc(x)
print("images:", images.shape[0], " rows of logits:", logits.shape[0])
F.cross_entropy(logits, labels)
