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
        self.body = nn.Linear(4, 4)      # shared by both tasks
        self.head_a = nn.Linear(4, 1)
        self.head_b = nn.Linear(4, 1)

    def forward(self, x):
        features = torch.relu(self.body(x))
        return self.head_a(features), self.head_b(features)


torch.manual_seed(0)
model = DDP(Net())
x, target_a, target_b = torch.randn(8, 4), torch.randn(8, 1), torch.randn(8, 1)
try:
    out_a, out_b = model(x)
    loss_a = (out_a - target_a).pow(2).mean()
    loss_b = (out_b - target_b).pow(2).mean()
    loss_a.backward(retain_graph=True)   # one backward() per loss
    loss_b.backward()                    # boom: body's gradients arrive a second time
finally:
    dist.destroy_process_group()
