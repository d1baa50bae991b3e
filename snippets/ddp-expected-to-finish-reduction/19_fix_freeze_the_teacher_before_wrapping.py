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


class Distiller(nn.Module):
    def __init__(self):
        super().__init__()
        self.teacher = nn.Linear(4, 1)   # pretrained and not trained, but its parameters still require grad
        self.student = nn.Linear(4, 1)

    def forward(self, x):
        with torch.no_grad():            # the teacher only gives targets
            target = self.teacher(x)
        return (self.student(x) - target).pow(2).mean()


torch.manual_seed(0)
# --8<-- [start:fix]
distiller = Distiller()
distiller.teacher.requires_grad_(False)   # before DDP(...): DDP then does not wait for the teacher
model = DDP(distiller)
# --8<-- [end:fix]
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 4)
for step in range(3):
    loss = model(x)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss {loss.item():.4f}")
dist.destroy_process_group()
