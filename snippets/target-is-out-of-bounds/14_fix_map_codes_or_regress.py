import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(4, 8)
codes = torch.tensor([3, 12, 7, 3])                  # 3 classes, stored as their codes in the data file
ages = torch.tensor([37.0, 52.0, 24.0, 61.0])        # a quantity to predict, not a class
model = nn.Linear(8, 3)

# --8<-- [start:fix]
classes = sorted(set(codes.tolist()))       # keep it: index -> code
index = {code: i for i, code in enumerate(classes)}
labels = torch.tensor([index[c] for c in codes.tolist()])
loss = F.cross_entropy(model(features), labels)
predicted = [classes[i] for i in model(features).argmax(1).tolist()]

regressor = nn.Linear(8, 1)                 # a quantity: one output, a regression loss
loss = F.mse_loss(regressor(features).squeeze(1), ages)
# --8<-- [end:fix]
print("classes:", classes, "| labels:", labels.tolist(), "| predicted codes:", predicted)
print("mse_loss runs on the ages:", loss.item() > 0)
