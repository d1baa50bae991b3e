import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 3)
x = torch.randn(8)

# --8<-- [start:fix]
logits = model(x.unsqueeze(0))          # [8] -> [1, 8]: a batch of one
probs = torch.softmax(logits, dim=1)    # [1, 3], as in training
# --8<-- [end:fix]
print(logits.shape, probs.shape)
