import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(8, 16, 2, 2)
labels = torch.rand(8, 18)

# --8<-- [start:fix]
head = nn.Linear(16 * 2 * 2, 18)     # the features of ONE sample
pred = head(features.flatten(1))     # [8, 16, 2, 2] -> [8, 64]: the batch stays first
loss = F.mse_loss(pred, labels)
# --8<-- [end:fix]
print("prediction:", pred.shape, " target:", labels.shape)
