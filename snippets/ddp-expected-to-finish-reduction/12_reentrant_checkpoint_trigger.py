import sys
import tempfile
import warnings

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
        self.embed = nn.Linear(4, 4)   # pretrained, frozen below
        self.block = nn.Linear(4, 4)   # trained, and checkpointed to save memory
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        h = self.embed(x)              # does not require grad: embed is frozen
        h = checkpoint(self.block, h, use_reentrant=True)
        return self.head(torch.relu(h))


torch.manual_seed(0)
net = Net()
net.embed.requires_grad_(False)
model = DDP(net)
x = torch.randn(8, 4)
try:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for step in range(2):
            loss = model(x).pow(2).mean()  # boom on the second step
            loss.backward()
finally:
    for warning in caught:
        print(f"{warning.category.__name__}: {warning.message}")
    dist.destroy_process_group()
