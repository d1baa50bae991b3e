import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])
criterion = nn.CrossEntropyLoss(reduction="none")

# --8<-- [start:fix]
loss = criterion(logits, targets).mean()
loss.backward()
# --8<-- [end:fix]
print(loss.shape)
print(logits.grad.shape)
