import warnings

import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
warnings.filterwarnings("ignore", message="Error detected in")  # anomaly mode's warning: see the first snippet
torch.autograd.set_detect_anomaly(True)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))
x, y = torch.randn(16, 3), torch.randn(16, 1)
x[5, 2] = float("nan")  # one missing value in the data, read from a CSV as NaN

loss = nn.functional.mse_loss(model(x), y)
print("loss:", loss.item())  # already NaN before backward()
loss.backward()  # the first backward function to meet the NaN is the loss's own
