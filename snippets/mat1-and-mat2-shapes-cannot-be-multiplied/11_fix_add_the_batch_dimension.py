import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),
)
image = torch.randn(1, 28, 28)

# --8<-- [start:fix]
logits = model(image.unsqueeze(0))  # [1, 28, 28] -> a batch of one: [1, 1, 28, 28]
prediction = logits[0].argmax()
# --8<-- [end:fix]
print(logits.shape)
