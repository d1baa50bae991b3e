import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3)                # 4 samples, 3 labels that can all be on at once
labels = torch.tensor([[1, 0, 1], [0, 0, 1], [1, 1, 0], [0, 0, 0]])

# --8<-- [start:fix]
criterion = nn.BCEWithLogitsLoss()        # one yes/no decision per label
loss = criterion(logits, labels.float())  # same shape on both sides: [4, 3]
# --8<-- [end:fix]
print("logits:", tuple(logits.shape), " labels:", tuple(labels.shape), " loss:", round(loss.item(), 4))
