import sys
import tempfile

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

# One process, world size 1, the gloo backend on CPU: the mechanism of a multi-GPU run, on one machine.
rendezvous = tempfile.TemporaryDirectory()
dist.init_process_group("gloo", init_method=f"file://{rendezvous.name}/store", rank=0, world_size=1)
sys.excepthook = sys.__excepthook__  # torch would prefix each traceback line with "[rank0]:"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)
        self.aux = nn.Linear(4, 1)       # an auxiliary head that forward() does not use

    def forward(self, x):
        return self.head(torch.relu(self.body(x)))


torch.manual_seed(0)
model = DDP(Net(), find_unused_parameters=True)   # DDP finds aux unused in forward()
x = torch.randn(8, 4)
try:
    loss = model(x).pow(2).mean() + model.module.aux(x).pow(2).mean()   # aux called outside forward()
    loss.backward()                                                       # boom
finally:
    dist.destroy_process_group()
