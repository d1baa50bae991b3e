import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

# rooms and age in years of four flats, and their prices: the features are whole numbers
rows = [[3, 12], [2, 40], [4, 5], [1, 23]]
prices = [[310.0], [250.0], [420.0], [180.0]]
X = torch.tensor(rows)  # int64: torch.tensor keeps Python ints as integers
y = torch.tensor(prices)
loader = DataLoader(TensorDataset(X, y), batch_size=2)

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 8), nn.ReLU(), nn.Linear(8, 1))
xb, yb = next(iter(loader))
print("features:", xb.dtype, "  targets:", yb.dtype, "  first layer's weight:", model[0].weight.dtype)
model(xb)  # boom
