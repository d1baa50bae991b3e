import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)  # a batch of 4 samples, 3 classes
targets = torch.tensor([0, 2, 1, 2])

criterion = nn.CrossEntropyLoss(reduction="none")
loss = criterion(logits, targets)  # shape: [batch_size]
print(loss.shape)
loss.backward()  # boom
