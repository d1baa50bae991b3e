import numpy as np
import torch
from torch import nn

torch.set_default_dtype(torch.float64)  # once, at the top of a script or notebook
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))  # every layer made after it: float64
x = torch.from_numpy(np.random.default_rng(0).normal(size=(4, 3)).astype(np.float32))  # float32 data
print("first layer's weight:", model[0].weight.dtype, "  input:", x.dtype)
model(x)  # boom
