import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(8, 4).requires_grad_(False)
head = nn.Linear(4, 2)
x = torch.randn(3, 8)

with torch.inference_mode():
    features = backbone(x).clone()    # the copy is made in inference mode too
print("the clone is an inference tensor:", features.is_inference())

loss = head(features).sum()  # boom
