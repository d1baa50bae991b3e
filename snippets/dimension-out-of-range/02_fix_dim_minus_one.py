import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 3)
x = torch.randn(8)
logits = model(x)

# --8<-- [start:fix]
# scores [C] or [N, C]: classes last
probs = torch.softmax(logits, dim=-1)
pred = probs.argmax(dim=-1)
# not for labels [N] or one logit [N]
# or, at inference, give one sample its batch dimension:
# logits = model(x.unsqueeze(0))  # [8] -> [1, 8]
# --8<-- [end:fix]
print(probs.shape, pred.shape)
batch = model(torch.randn(4, 8))       # the same lines on a batch of 4
print(torch.softmax(batch, dim=-1).shape, torch.softmax(batch, dim=-1).argmax(dim=-1).shape)
