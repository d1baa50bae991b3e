import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x, y = torch.randn(8, 4), torch.randint(3, (8,))

with torch.no_grad():
    replica_losses = [F.cross_entropy(model(xs), ys) for xs, ys in zip(x.chunk(2), y.chunk(2))]
    loss = torch.cat([loss.view(1) for loss in replica_losses])
    whole_batch = F.cross_entropy(model(x), y).item()

print("loss[0].item():     ", round(loss[0].item(), 4), "(the first GPU's half of the batch)")
print("loss.sum().item():  ", round(loss.sum().item(), 4), "(grows with the number of GPUs)")
print("loss.mean().item(): ", round(loss.mean().item(), 4))
print("the whole batch:    ", round(whole_batch, 4))
