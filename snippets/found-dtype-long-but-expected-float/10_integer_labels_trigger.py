import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
features = torch.randn(8, 5)
labels = torch.tensor([0, 1, 1, 0, 1, 0, 0, 1])  # yes/no labels written as integers: int64
loader = DataLoader(TensorDataset(features, labels), batch_size=4)

model = nn.Sequential(nn.Linear(5, 1), nn.Sigmoid())  # one probability per sample
criterion = nn.BCELoss()
x, y = next(iter(loader))
probabilities = model(x).squeeze(1)
print("probabilities:", probabilities.dtype, "  labels:", y.dtype)
loss = criterion(probabilities, y)  # boom
