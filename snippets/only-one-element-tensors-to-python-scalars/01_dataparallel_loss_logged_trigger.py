# nn.DataParallel needs several GPUs. This file does on CPU what it does with a forward that returns the loss:
# each replica computes a scalar loss on its slice of the batch, and the gather turns them into a vector.
import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x, y = torch.randn(8, 4), torch.randint(3, (8,))

total = 0.0
with torch.no_grad():  # a validation loop
    replica_losses = [F.cross_entropy(model(xs), ys) for xs, ys in zip(x.chunk(2), y.chunk(2))]
    loss = torch.cat([loss.view(1) for loss in replica_losses])  # the gather: one value per GPU
    print("loss:", loss)
    total += float(loss)
