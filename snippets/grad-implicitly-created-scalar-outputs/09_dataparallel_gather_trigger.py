# nn.DataParallel needs several GPUs. This file runs its mechanism on CPU: each replica's scalar loss,
# DataParallel's own scalar check (its Gather function, called on shape-only "meta" tensors), and the gather.
import warnings

import torch
from torch import nn
from torch.nn.parallel._functions import Gather

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

# Each replica (one per GPU) runs forward on its slice of the batch; here forward returns the loss.
replica_losses = [nn.functional.mse_loss(model(xs), ys) for xs, ys in zip(x.chunk(2), y.chunk(2))]
print("each replica returns:", [tuple(loss.shape) for loss in replica_losses])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        Gather.apply("cpu", 0, *[torch.empty((), device="meta") for _ in replica_losses])
    except Exception:  # the device copy that follows the check needs CUDA
        pass
print(f"{caught[0].category.__name__}: {caught[0].message}")

# What the gather then does with scalars: a [1]-shaped view of each, concatenated.
loss = torch.cat([loss.view(1) for loss in replica_losses])
print("loss after the gather:", tuple(loss.shape))
loss.backward()  # boom
