import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 7 * 7, 10),
)
image = torch.randn(1, 28, 28)  # one 28x28 image: channels, height, width, no batch dimension
print(model[:6](image).shape)   # the convolutions accept it as one unbatched image
model(image)                    # nn.Flatten keeps dimension 0, which is now the channels
