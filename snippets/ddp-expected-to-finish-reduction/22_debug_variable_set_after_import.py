import os
import sys
import tempfile

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

os.environ["TORCH_DISTRIBUTED_DEBUG"] = "INFO"   # set in the script, after import torch: too late

# One process, world size 1, the gloo backend on CPU: the mechanism of a multi-GPU run, on one machine.
rendezvous = tempfile.TemporaryDirectory()
dist.init_process_group("gloo", init_method=f"file://{rendezvous.name}/store", rank=0, world_size=1)
sys.excepthook = sys.__excepthook__  # torch would prefix each traceback line with "[rank0]:"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)
        self.extra_head = nn.Linear(4, 1)     # defined, never called in forward

    def forward(self, x):
        return self.head(torch.relu(self.body(x)))


torch.manual_seed(0)
model = DDP(Net())
x = torch.randn(8, 4)
try:
    for step in range(2):
        model(x).pow(2).mean().backward()
except RuntimeError as error:
    print("\n".join(line for line in str(error).splitlines() if "did not receive grad" in line))
finally:
    dist.destroy_process_group()
