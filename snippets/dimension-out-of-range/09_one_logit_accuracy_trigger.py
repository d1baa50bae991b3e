import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 1)                        # a binary classifier: one logit per sample
x, labels = torch.randn(4, 8), torch.tensor([1, 0, 1, 1])
outputs = model(x).squeeze(1)                  # [4], the shape binary_cross_entropy_with_logits takes
loss = F.binary_cross_entropy_with_logits(outputs, labels.float())
print("outputs:", outputs.shape, "labels:", labels.shape)
_, predicted = torch.max(outputs, 1)           # accuracy line from a multi-class example: scores [N, C]
