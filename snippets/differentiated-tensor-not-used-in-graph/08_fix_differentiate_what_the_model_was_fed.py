import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1).double()
images = torch.randn(2, 3)

# --8<-- [start:fix]
x = images.to(torch.float64).requires_grad_()   # convert (or move) once...
score = model(x).sum()                          # ...feed that very tensor to the model...
(saliency,) = torch.autograd.grad(score, x)     # ...and differentiate with respect to it
# --8<-- [end:fix]
print(saliency)
