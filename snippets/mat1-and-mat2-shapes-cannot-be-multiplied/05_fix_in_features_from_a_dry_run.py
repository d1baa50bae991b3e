import torch
from torch import nn

torch.manual_seed(0)
# --8<-- [start:fix]
features = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
)
features.eval()  # a dry run in training mode would change BatchNorm's statistics
with torch.no_grad():  # one dry run at the real image size counts the features
    n_features = features(torch.zeros(1, 1, 32, 32)).shape[1]
features.train()
model = nn.Sequential(features, nn.Linear(n_features, 10))
# --8<-- [end:fix]
print("in_features:", n_features)
print(model(torch.randn(4, 1, 32, 32)).shape)
