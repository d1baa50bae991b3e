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
        self.head_c = nn.Linear(4, 1)    # a task this run does not train

    def forward(self, x, task):
        features = torch.relu(self.body(x))
        return {"a": self.head_a, "b": self.head_b, "c": self.head_c}[task](features)


torch.manual_seed(0)
model = DDP(Net(), find_unused_parameters=True)   # head_c is never used
x_a, x_b = torch.randn(8, 4), torch.randn(8, 4)
try:
    loss = model(x_a, "a").pow(2).mean() + model(x_b, "b").pow(2).mean()   # two calls, then
    loss.backward()                                                          # boom: one backward()
finally:
    dist.destroy_process_group()
