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
        self.extra_head = nn.Linear(4, 1)

    def forward(self, x, use_extra):
        features = torch.relu(self.body(x))
        out = self.head(features)
        if use_extra:                          # a branch taken in some steps only
            out = out + self.extra_head(features)
        return out


torch.manual_seed(0)
model = DDP(Net(), static_graph=True)
x = torch.randn(8, 4)
try:
    for step in range(2):
        loss = model(x, use_extra=step == 1).pow(2).mean()
        loss.backward()  # boom on the second step, the first to use extra_head
finally:
    dist.destroy_process_group()
