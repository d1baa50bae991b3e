import torch
from torch import nn

torch.manual_seed(0)
device = "cuda"
model = nn.Linear(20, 1).to(device)  # outputs any real number: no sigmoid
inputs = torch.randn(8, 20, device=device)
targets = torch.randint(0, 2, (8, 1), device=device).float()

loss = nn.BCELoss()(model(inputs), targets)  # BCELoss expects probabilities in [0, 1]
print(loss.item())
