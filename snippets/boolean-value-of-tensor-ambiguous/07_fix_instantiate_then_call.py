import torch
from torch import nn

logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 1.5, 0.3]])
labels = torch.tensor([0, 1])

# --8<-- [start:fix]
criterion = nn.CrossEntropyLoss()   # build the loss once, with its options
loss = criterion(logits, labels)    # then call it on the tensors
# or, in one line: loss = nn.functional.cross_entropy(logits, labels)
# --8<-- [end:fix]
print(loss)
