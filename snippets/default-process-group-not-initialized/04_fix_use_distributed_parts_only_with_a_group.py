import os

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

if "RANK" in os.environ:  # started by torchrun
    dist.init_process_group("gloo")  # "nccl" on GPUs

torch.manual_seed(0)
dataset = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))
model = nn.Linear(4, 1)
# --8<-- [start:fix]
distributed = dist.is_initialized()  # False under `python train.py`, True under torchrun
sampler = DistributedSampler(dataset) if distributed else None
loader = DataLoader(dataset, batch_size=16, sampler=sampler, shuffle=sampler is None)
ddp_model = DDP(model) if distributed else model
is_main = dist.get_rank() == 0 if distributed else True
# --8<-- [end:fix]
optimizer = torch.optim.SGD(ddp_model.parameters(), lr=0.1)
print("distributed:", distributed, "| processes:", dist.get_world_size() if distributed else 1)
for epoch in range(3):
    if sampler is not None:
        sampler.set_epoch(epoch)  # a new shuffle each epoch
    total = 0.0
    for x, y in loader:
        loss = nn.functional.mse_loss(ddp_model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item()
    if is_main:
        print(f"epoch {epoch}: mean loss {total / len(loader):.4f}")
if distributed:
    del ddp_model  # free DDP before the process group it uses
    dist.destroy_process_group()
