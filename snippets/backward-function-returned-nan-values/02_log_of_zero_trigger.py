import warnings

import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
warnings.filterwarnings("ignore", message="Error detected in")  # anomaly mode's warning: see the first snippet
torch.autograd.set_detect_anomaly(True)
model = nn.Linear(4, 1)
x, y = torch.randn(4, 4), torch.tensor([[0.0], [1.0], [1.0], [0.0]])
x[1] *= 100  # one sample far larger than the others: its sigmoid rounds to exactly 1.0

p = torch.sigmoid(model(x))
print("probabilities:", p.detach().flatten())
loss = -(y * torch.log(p) + (1 - y) * torch.log(1 - p)).mean()  # binary cross-entropy, by hand
print("loss:", loss.item())
loss.backward()  # log(1 - p) = log(0) for the second sample
