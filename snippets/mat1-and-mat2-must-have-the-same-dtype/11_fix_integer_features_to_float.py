import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

rows = [[3, 12], [2, 40], [4, 5], [1, 23]]
prices = [[310.0], [250.0], [420.0], [180.0]]

# --8<-- [start:fix]
# once, where the dataset is made: the features are numbers, so float32
X = torch.tensor(rows).float()  # or torch.tensor(rows, dtype=torch.float32)
y = torch.tensor(prices)
loader = DataLoader(TensorDataset(X, y), batch_size=2)
# --8<-- [end:fix]

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.ReLU(), nn.Linear(8, 1))
xb, yb = next(iter(loader))
loss = nn.functional.mse_loss(model(xb), yb)
loss.backward()
print("features:", xb.dtype, "  first row:", xb[0].tolist(), "  loss:", loss.dtype)
