import sys
import tempfile

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint

# One process, world size 1, the gloo backend on CPU: the mechanism of a multi-GPU run, on one machine.
rendezvous = tempfile.TemporaryDirectory()
dist.init_process_group("gloo", init_method=f"file://{rendezvous.name}/store", rank=0, world_size=1)
sys.excepthook = sys.__excepthook__  # torch would prefix each traceback line with "[rank0]:"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Linear(4, 4)
        self.block = nn.Linear(4, 4)   # shared: applied twice, checkpointed each time
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        h = self.embed(x)
        h = checkpoint(self.block, h, use_reentrant=True)
        h = checkpoint(self.block, torch.relu(h), use_reentrant=True)
        return self.head(torch.relu(h))


torch.manual_seed(0)
model = DDP(Net())                      # the default: find_unused_parameters=False
x = torch.randn(8, 4)
try:
    loss = model(x).pow(2).mean()
    loss.backward()  # boom, in the first step
finally:
    dist.destroy_process_group()
