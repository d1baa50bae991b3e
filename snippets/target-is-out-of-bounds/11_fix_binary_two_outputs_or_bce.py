import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(4, 8)
labels = torch.tensor([0, 1, 1, 0])

# --8<-- [start:fix]
# two outputs, one score per class
model = nn.Linear(8, 2)
loss = F.cross_entropy(model(features), labels)

# or one output and the binary loss
model = nn.Linear(8, 1)
logit = model(features).squeeze(1)           # [N]
loss = F.binary_cross_entropy_with_logits(logit, labels.float())
# --8<-- [end:fix]
print(f"both run; binary_cross_entropy_with_logits: {loss.item():.4f}")
