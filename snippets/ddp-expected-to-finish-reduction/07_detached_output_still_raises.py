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
        self.aux_head = nn.Linear(4, 1)

    def forward(self, x):
        features = torch.relu(self.body(x))
        return self.head(features), self.aux_head(features).detach()   # "only for logging"


torch.manual_seed(0)
model = DDP(Net())
x = torch.randn(8, 4)
try:
    for step in range(2):
        prediction, aux = model(x)  # boom on the second step: aux_head still got no gradient
        loss = prediction.pow(2).mean()
        loss.backward()
finally:
    dist.destroy_process_group()
