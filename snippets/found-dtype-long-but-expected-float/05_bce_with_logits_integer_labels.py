import torch
from torch import nn

torch.manual_seed(0)
classifier = nn.Linear(8, 1)              # logits: no sigmoid, as BCEWithLogitsLoss wants
images = torch.randn(4, 8)
labels = torch.tensor([0, 1, 1, 0])       # int64
nn.BCEWithLogitsLoss()(classifier(images).view(-1), labels)  # boom: the same mistake, other words
