import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])
sample_weights = torch.tensor([1.0, 1.0, 0.5, 2.0])  # e.g. to rebalance rare classes
criterion = nn.CrossEntropyLoss(reduction="none")

# --8<-- [start:fix]
per_sample = criterion(logits, targets)  # reduction='none'
loss = (per_sample * sample_weights).mean()  # explicit weighting
loss.backward()
# --8<-- [end:fix]
print(per_sample.shape, "->", loss.shape)
