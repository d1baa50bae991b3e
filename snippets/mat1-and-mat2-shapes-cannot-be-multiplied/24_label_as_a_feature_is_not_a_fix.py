import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
rng = np.random.default_rng(0)
columns = ["rooms", "area", "age", "distance", "price"]
table = rng.random((64, len(columns)), dtype=np.float32)
x = torch.from_numpy(table)          # the label column left in
y = torch.from_numpy(table[:, [4]])  # price, also the target

model = nn.Linear(5, 1)  # widened to the 5 columns the message showed
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(500):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
for name, weight in zip(columns, model.weight[0].tolist()):
    print(f"weight on {name:>8}: {abs(weight):.3f}")
print(f"loss: {loss.item():.6f}")
