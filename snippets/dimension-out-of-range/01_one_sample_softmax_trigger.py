import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 3)            # a classifier: 8 features in, 3 class scores out
x = torch.randn(8)                 # ONE sample, without a batch dimension
logits = model(x)                  # torch.Size([3]), not [1, 3]
print("logits:", logits.shape)
probs = torch.softmax(logits, dim=1)  # dim=1 is "the classes" only for a [batch, classes] tensor
