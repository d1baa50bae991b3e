import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(8, 4).requires_grad_(False)
head = nn.Linear(4, 2)
x = torch.randn(3, 8)

with torch.inference_mode():
    features = backbone(x)            # code you do not control returns inference tensors

# --8<-- [start:fix]
features = features.clone()           # outside inference mode: a normal copy
loss = head(features).sum()
loss.backward()
# --8<-- [end:fix]
print("features are inference tensors:", features.is_inference())
print(head.weight.grad.shape)
