import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])
criterion = nn.CrossEntropyLoss()

loss = criterion(logits, targets)
# --8<-- [start:check]
print(loss.shape)  # must be torch.Size([]): a 0-dimensional scalar
# --8<-- [end:check]
print(loss.dim())
