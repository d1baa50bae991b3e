import numpy as np
import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"
torch.manual_seed(0)
model = nn.Linear(3, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
w = torch.tensor([[1.0], [-2.0], [0.5]])

for epoch in range(3):
# --8<-- [start:fix]
    losses = []
    for step in range(10):
        x = torch.randn(8, 3)
        x, y = x.to(device), (x @ w).to(device)
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())        # a Python float, on the CPU, without the graph
    mean_loss = np.mean(losses)
# --8<-- [end:fix]
    print(f"epoch {epoch}: mean loss {mean_loss:.4f} ({type(losses[0]).__name__})")
