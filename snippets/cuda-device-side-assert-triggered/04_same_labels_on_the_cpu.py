import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(20, 10)  # the same step on the CPU: torch checks the labels and names the bad one
inputs = torch.randn(8, 20)
labels = torch.tensor([1, 4, 10, 3, 7, 10, 2, 9])

loss = nn.functional.cross_entropy(model(inputs), labels)
