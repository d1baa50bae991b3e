import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(
    nn.Conv2d(3, 512, 3, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(),
)
images = torch.randn(4, 3, 32, 32)

# --8<-- [start:fix]
with torch.no_grad():  # ask the backbone you actually use how many features it gives
    feature_dim = backbone(torch.zeros(1, 3, 32, 32)).shape[-1]
head = nn.Linear(feature_dim, 10)
logits = head(backbone(images))
# --8<-- [end:fix]
print("feature_dim:", feature_dim)
print(logits.shape)
