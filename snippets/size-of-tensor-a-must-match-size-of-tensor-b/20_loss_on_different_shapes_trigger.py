import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 10)    # a head copied from a 10-class classifier
x = torch.randn(64, 8)
y = torch.randn(64)         # a regression target: one value per sample

loss = F.mse_loss(model(x), y)  # [64, 10] against [64]; nn.MSELoss() says the same
