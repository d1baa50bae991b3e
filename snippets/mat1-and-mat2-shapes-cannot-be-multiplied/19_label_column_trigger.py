import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
rng = np.random.default_rng(0)
columns = ["rooms", "area", "age", "distance", "price"]  # a CSV's header; price is the label
table = rng.random((8, len(columns)), dtype=np.float32)  # 8 rows, as read from the file

model = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 1))  # 4 features
x = torch.from_numpy(table)  # every column, the label too
print(x.shape)
model(x)
