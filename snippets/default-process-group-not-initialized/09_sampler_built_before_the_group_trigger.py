import os
import socket

import torch
import torch.distributed as dist
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

with socket.socket() as s:  # a free port for this one-process group
    s.bind(("127.0.0.1", 0))
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(s.getsockname()[1]))


class DataModule:
    def __init__(self):
        torch.manual_seed(0)
        dataset = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))
        # built when the data module is created, before anything has started the process group
        self.loader = DataLoader(dataset, batch_size=16, sampler=DistributedSampler(dataset))


def fit(data):  # what a trainer does: start the process group, then iterate
    dist.init_process_group("gloo", rank=0, world_size=1)
    for x, y in data.loader:
        pass


data = DataModule()
fit(data)
