import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
x = torch.randn(1, 4)

# --8<-- [start:fix]
x = x.clone().requires_grad_()        # before the forward pass, so that it is recorded
score = model(x)[0, 2]
(saliency,) = torch.autograd.grad(score, x)
# --8<-- [end:fix]
print(saliency)
