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
        self.extra_head = nn.Linear(4, 1)     # defined, never called in forward

    def forward(self, x):
        return self.head(torch.relu(self.body(x)))


torch.manual_seed(0)
# --8<-- [start:fix]
# after each forward pass, DDP marks the parameters it did not use as ready
model = DDP(Net(), find_unused_parameters=True)
# 🤗 Trainer: TrainingArguments(..., ddp_find_unused_parameters=True)
# accelerate: kwargs = DistributedDataParallelKwargs(find_unused_parameters=True)
#             Accelerator(..., kwargs_handlers=[kwargs])
# Lightning:  Trainer(..., strategy="ddp_find_unused_parameters_true")
# --8<-- [end:fix]
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 4)
unused_grads = []
for step in range(3):
    loss = model(x).pow(2).mean()
    loss.backward()
    unused_grads.append(model.module.extra_head.weight.grad)
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss {loss.item():.4f}")
print("extra_head.weight.grad after each backward():", unused_grads)   # left as None: no step moves it
dist.destroy_process_group()
