import os

import torch
import torch.distributed as dist
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

# A training script written for torchrun, started as `python train.py`: torchrun sets RANK,
# WORLD_SIZE, MASTER_ADDR and MASTER_PORT; a plain `python` sets none of them.
if "RANK" in os.environ:
    dist.init_process_group("gloo")  # "nccl" on GPUs

torch.manual_seed(0)
dataset = TensorDataset(torch.randn(64, 4), torch.randn(64, 1))
sampler = DistributedSampler(dataset)  # asks the process group for the number of processes and this one's rank
loader = DataLoader(dataset, batch_size=16, sampler=sampler)
