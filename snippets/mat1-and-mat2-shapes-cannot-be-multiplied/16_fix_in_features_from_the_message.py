import torch
from torch import nn

torch.manual_seed(0)
images = torch.randn(4, 1, 32, 32)  # the trigger's batch: "4x1024 and 784x10"

# --8<-- [start:fix]
# A is 4, the batch size, so B is right: 1024 features per image
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(1024, 10),  # in_features = B, was 16 * 7 * 7
)
# --8<-- [end:fix]
print(model(images).shape)
