import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(8, 4).requires_grad_(False)   # frozen, pretrained
head = nn.Linear(4, 2)                             # the part being trained
x = torch.randn(3, 8)

with torch.inference_mode():          # "we never train the backbone"
    features = backbone(x)
print("features are inference tensors:", features.is_inference())

loss = head(features).sum()  # boom: the head saves its input to compute its weight's gradient
