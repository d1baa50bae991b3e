import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)

# --8<-- [start:fix]
model.eval()                          # dropout and batch norm in evaluation mode
with torch.no_grad():                 # evaluation, plotting: nothing here needs a gradient
    pred = model(x)
points = pred.numpy()
# --8<-- [end:fix]
print(pred.requires_grad, points.shape)

with torch.no_grad():
    weights = model.weight.numpy()    # a parameter requires grad, and converts while recording is off
print("model.weight requires grad:", model.weight.requires_grad, "| converted under no_grad:", weights.shape)
