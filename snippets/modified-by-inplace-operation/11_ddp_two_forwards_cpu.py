# DistributedDataParallel on CPU: the gloo backend, one process (world size 1).
import tempfile
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

torch.manual_seed(0)
real, fake = torch.randn(8, 3), torch.randn(8, 3)
with tempfile.TemporaryDirectory() as tmp:
    dist.init_process_group("gloo", init_method=f"file://{tmp}/rendezvous", rank=0, world_size=1)
    for options in ({}, {"broadcast_buffers": False}):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            model = DDP(nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4)), **options)
        for warning in caught:
            print(f"{warning.category.__name__}: {warning.message}")
        loss = model(real).pow(2).mean() + model(fake).pow(2).mean()  # two forwards, one backward
        loss.backward()
        print(f"DDP({options or 'defaults'}): backward() ran")
    dist.destroy_process_group()
