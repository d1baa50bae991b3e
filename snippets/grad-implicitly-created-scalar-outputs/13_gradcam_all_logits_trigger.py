import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU())
classifier = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 5))
image = torch.randn(1, 3, 8, 8)

activations = features(image)  # Grad-CAM weighs these maps by their gradient
activations.retain_grad()
logits = classifier(activations)
print(logits.shape)
logits.backward()  # boom: 5 class scores, not one
