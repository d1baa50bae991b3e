import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])

# --8<-- [start:fix]
criterion = nn.CrossEntropyLoss()  # default reduction='mean'
# --8<-- [end:fix]
loss = criterion(logits, targets)
loss.backward()
print(loss.shape)
print("same loss as reduction='none' followed by .mean():",
      torch.allclose(loss, nn.CrossEntropyLoss(reduction="none")(logits, targets).mean()))
