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
        self.extra_head = nn.Linear(4, 1)     # defined, never called in forward

    def forward(self, x):
        return self.head(torch.relu(self.body(x)))


torch.manual_seed(0)
net = Net()
net.body.requires_grad_(False)        # a frozen body, as when fine-tuning
model = DDP(net)
x = torch.randn(8, 4)
try:
    for step in range(2):
        model(x).pow(2).mean().backward()
except RuntimeError as error:
    line = [text for text in str(error).splitlines() if text.startswith("Parameter indices")][0]
    print(line)
    indices = [int(i) for i in line.split(":")[1].split()]
dist.destroy_process_group()

# --8<-- [start:map]
trainable = [n for n, p in model.named_parameters() if p.requires_grad]
print("among parameters that require grad:", [trainable[i] for i in indices])
# --8<-- [end:map]
every = [n for n, p in model.named_parameters()]
print("among all parameters (wrong here): ", [every[i] for i in indices])
