import torch
from torch import nn

torch.manual_seed(0)
data = torch.randn(5, 100)
model = nn.Linear(5, 1)

# --8<-- [start:fix]
x = data.T  # [features, N] -> [N, features]: one row per sample
predictions = model(x)
# --8<-- [end:fix]
print(x.shape)
print(predictions.shape)
print("reshape gives the same rows:", torch.equal(data.reshape(100, 5), x))
