import torch
from torch import nn

logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 1.5, 0.3]])
labels = torch.tensor([0, 1])

loss = nn.CrossEntropyLoss(logits, labels)  # boom: the tensors go to the constructor
