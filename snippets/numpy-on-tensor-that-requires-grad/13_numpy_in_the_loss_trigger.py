import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

pred = model(x)
mse = nn.functional.mse_loss(pred, y)
penalty = np.mean(np.diff(pred, axis=0) ** 2)  # boom: a smoothness penalty written with NumPy
