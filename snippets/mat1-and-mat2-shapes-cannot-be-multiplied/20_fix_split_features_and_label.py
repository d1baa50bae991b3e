import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
rng = np.random.default_rng(0)
columns = ["rooms", "area", "age", "distance", "price"]
table = rng.random((8, len(columns)), dtype=np.float32)

# --8<-- [start:fix]
label = columns.index("price")
x = torch.from_numpy(np.delete(table, label, axis=1))  # the features only
y = torch.from_numpy(table[:, [label]])                # the label, kept apart
model = nn.Sequential(
    nn.Linear(x.shape[1], 16), nn.ReLU(), nn.Linear(16, 1),  # sized from the data
)
loss = nn.functional.mse_loss(model(x), y)
# --8<-- [end:fix]
print(x.shape, y.shape)
print(model(x).shape)
