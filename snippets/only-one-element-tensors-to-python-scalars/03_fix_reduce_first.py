import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x, y = torch.randn(8, 4), torch.randint(3, (8,))

total = 0.0
with torch.no_grad():
    replica_losses = [F.cross_entropy(model(xs), ys) for xs, ys in zip(x.chunk(2), y.chunk(2))]
    loss = torch.cat([loss.view(1) for loss in replica_losses])
# --8<-- [start:fix]
    # one value per GPU -> one value
    loss = loss.mean()
    total += loss.item()  # a Python float
# --8<-- [end:fix]
    print("logged:", round(total, 4))
    print("the loss of the whole batch on one device:", round(F.cross_entropy(model(x), y).item(), 4))
