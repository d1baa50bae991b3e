import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
features = torch.randn(8, 5)
labels = torch.tensor([0, 1, 1, 0, 1, 0, 0, 1])
loader = DataLoader(TensorDataset(features, labels), batch_size=4)
model = nn.Sequential(nn.Linear(5, 1), nn.Sigmoid())
criterion = nn.BCELoss()
x, y = next(iter(loader))
probabilities = model(x).squeeze(1)

# --8<-- [start:fix]
# BCELoss needs float labels
y = y.float()  # or y.to(probabilities.dtype)
loss = criterion(probabilities, y)
# --8<-- [end:fix]
loss.backward()
print("labels:", y.dtype, y.tolist(), "  loss =", round(loss.item(), 4))
