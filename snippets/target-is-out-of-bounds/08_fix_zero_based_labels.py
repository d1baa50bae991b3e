import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
model = nn.Linear(8, 5)
features = torch.randn(4, 8)
labels = torch.tensor([1, 3, 5, 2])

# --8<-- [start:fix]
labels = labels - 1                             # classes 1..5 -> 0..4, once, where labels are read
assert 0 <= labels.min() and labels.max() < 5   # 5: the number of outputs
# --8<-- [end:fix]
loss = F.cross_entropy(model(features), labels)
print("labels:", labels.tolist(), "| loss:", round(loss.item(), 4))
