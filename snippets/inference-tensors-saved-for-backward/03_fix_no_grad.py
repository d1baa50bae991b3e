import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(8, 4).requires_grad_(False)
head = nn.Linear(4, 2)
x = torch.randn(3, 8)

# --8<-- [start:fix]
with torch.no_grad():                 # not recorded either, but the results are normal tensors
    features = backbone(x)
loss = head(features).sum()
loss.backward()
# --8<-- [end:fix]
print("features are inference tensors:", features.is_inference())
print("head:", head.weight.grad.shape, "| backbone:", backbone.weight.grad)
