import torch
from torch import nn

torch.manual_seed(0)
pool = nn.AdaptiveAvgPool2d(1)
head = nn.Linear(512, 10)
feature_maps = torch.randn(4, 512, 7, 7)

# --8<-- [start:fix]
x = torch.flatten(pool(feature_maps), 1)  # keep dimension 0 (the batch), join the rest
logits = head(x)
# --8<-- [end:fix]
print(x.shape)
print(logits.shape)
