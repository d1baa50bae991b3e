import numpy as np
import torch
from torch import nn

features = np.random.default_rng(0).normal(size=(4, 3))  # 4 samples, 3 features, made by NumPy
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))
x = torch.from_numpy(features)
print("input:", x.dtype, "  first layer's weight:", model[0].weight.dtype)
model(x)  # boom
