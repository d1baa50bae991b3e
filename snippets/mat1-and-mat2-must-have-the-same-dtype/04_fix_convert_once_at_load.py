import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

rng = np.random.default_rng(0)
features, targets = rng.normal(size=(16, 3)), rng.normal(size=(16, 1))  # float64, as loaded

# --8<-- [start:fix]
# once, at load: float32, like the weights
X = torch.from_numpy(features).float()
# regression targets; class labels stay int64 (.long())
y = torch.from_numpy(targets).float()
loader = DataLoader(TensorDataset(X, y), batch_size=4)
# --8<-- [end:fix]

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))
xb, yb = next(iter(loader))
loss = nn.functional.mse_loss(model(xb), yb)
loss.backward()
print("batch:", xb.dtype, yb.dtype, "  loss:", loss.dtype)
