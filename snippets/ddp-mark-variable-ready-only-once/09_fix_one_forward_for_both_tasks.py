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
        self.body = nn.Linear(4, 4)      # shared by both tasks
        self.head_a = nn.Linear(4, 1)
        self.head_b = nn.Linear(4, 1)
        self.head_c = nn.Linear(4, 1)    # a task this run does not train

    def forward(self, x, task):
        features = torch.relu(self.body(x))
        return {"a": self.head_a, "b": self.head_b, "c": self.head_c}[task](features)


# --8<-- [start:fix]
class BothTasks(nn.Module):          # one forward() that makes every call of the step
    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, x_a, x_b):
        return self.net(x_a, "a"), self.net(x_b, "b")


torch.manual_seed(0)
model = DDP(BothTasks(Net()), find_unused_parameters=True)   # head_c is never used
x_a, x_b = torch.randn(8, 4), torch.randn(8, 4)
# --8<-- [end:fix]
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(3):
    out_a, out_b = model(x_a, x_b)                       # one call of the DDP model per step
    loss = out_a.pow(2).mean() + out_b.pow(2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss {loss.item():.4f}")
dist.destroy_process_group()
