import os
import socket

import torch
import torch.distributed as dist
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

with socket.socket() as s:  # a free port for this one-process group
    s.bind(("127.0.0.1", 0))
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(s.getsockname()[1]))


# --8<-- [start:fix]
class DataModule:
    def __init__(self):
        torch.manual_seed(0)
        self.dataset = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))

    def train_dataloader(self):  # called by the trainer once the process group exists
        return DataLoader(self.dataset, batch_size=16, sampler=DistributedSampler(self.dataset))
# --8<-- [end:fix]


def fit(data):  # what a trainer does: start the process group, then ask for the loader
    dist.init_process_group("gloo", rank=0, world_size=1)
    loader = data.train_dataloader()
    print("processes:", loader.sampler.num_replicas, "| batches per epoch:", len(loader))
    dist.destroy_process_group()


fit(DataModule())

# Or give the sampler the number of processes and the rank yourself: then it asks no process group.
dataset = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))
for rank in range(2):
    sampler = DistributedSampler(dataset, num_replicas=2, rank=rank, shuffle=False)
    print(f"rank {rank} of 2 reads samples {list(sampler)[:4]} ... ({len(sampler)} samples)")
