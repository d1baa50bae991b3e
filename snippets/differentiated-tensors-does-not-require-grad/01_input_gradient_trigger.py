import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
x = torch.randn(1, 4)                 # an input, as the data loader returns it

score = model(x)[0, 2]                # the score of class 2
print("score requires grad:", score.requires_grad, "| x requires grad:", x.requires_grad)
(saliency,) = torch.autograd.grad(score, x)  # boom: how much does each input feature matter?
