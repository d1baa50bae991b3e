import os
import socket

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

with socket.socket() as s:  # the build runs many snippets at once: give this one a free port
    s.bind(("127.0.0.1", 0))
    os.environ["MASTER_PORT"] = str(s.getsockname()[1])

# --8<-- [start:fix]
if not dist.is_initialized():  # started as one plain process, not by torchrun
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29500")
    dist.init_process_group("gloo", rank=0, world_size=1)  # "nccl" on one GPU
# --8<-- [end:fix]

# The distributed code below is left as it was written for torchrun.
torch.manual_seed(0)
dataset = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))
sampler = DistributedSampler(dataset)
loader = DataLoader(dataset, batch_size=16, sampler=sampler)
model = DDP(nn.Linear(4, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
print("processes:", dist.get_world_size(), "| this rank:", dist.get_rank(), "| samples per epoch:", len(sampler))
for epoch in range(3):
    sampler.set_epoch(epoch)
    total = 0.0
    for x, y in loader:
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item()
    if dist.get_rank() == 0:
        print(f"epoch {epoch}: mean loss {total / len(loader):.4f}")
del model  # free DDP before the process group it uses
dist.destroy_process_group()
