import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])
criterion = nn.CrossEntropyLoss()

loss = criterion(logits, targets)
# --8<-- [start:check]
print(loss.shape, loss.numel())  # backward() needs numel() == 1; a reduction gives torch.Size([])
# --8<-- [end:check]
