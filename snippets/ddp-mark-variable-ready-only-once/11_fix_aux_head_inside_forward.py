import tempfile

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

# One process, world size 1, the gloo backend on CPU: the mechanism of a multi-GPU run, on one machine.
rendezvous = tempfile.TemporaryDirectory()
dist.init_process_group("gloo", init_method=f"file://{rendezvous.name}/store", rank=0, world_size=1)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)
        self.aux = nn.Linear(4, 1)


# --8<-- [start:fix]
    def forward(self, x):                # every layer the loss uses is called here
        return self.head(torch.relu(self.body(x))), self.aux(x)


torch.manual_seed(0)
model = DDP(Net())                       # no layer is left unused: no find_unused_parameters
x = torch.randn(8, 4)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(3):
    out, aux_out = model(x)              # not model.module.aux(x)
    loss = out.pow(2).mean() + aux_out.pow(2).mean()
# --8<-- [end:fix]
    loss.backward()
    has_grad = model.module.aux.weight.grad is not None
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss {loss.item():.4f}, aux has a gradient: {has_grad}")
dist.destroy_process_group()
