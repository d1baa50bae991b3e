import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)
pred = model(x)

# --8<-- [start:fix]
points = pred.detach().numpy()        # on a GPU: pred.detach().cpu().numpy()
# --8<-- [end:fix]
print(points.shape, points.dtype)
print("pred still requires grad:", pred.requires_grad)
