import torch
from torch import nn

torch.manual_seed(0)
logits = nn.Linear(16, 5)(torch.randn(4, 16))  # 5 tags
tags = torch.tensor([[0, 3], [1, 2], [2, 4], [0, 1]])  # two tags per sample, as class indices
loss = nn.CrossEntropyLoss()(logits, tags)
