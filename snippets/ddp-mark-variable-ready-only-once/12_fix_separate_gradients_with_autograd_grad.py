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

    def forward(self, x):
        features = torch.relu(self.body(x))
        return self.head_a(features), self.head_b(features)


torch.manual_seed(0)
model = DDP(Net())
params = list(model.parameters())
optimizer = torch.optim.SGD(params, lr=0.1)
x, target_a, target_b = torch.randn(8, 4), torch.randn(8, 1), torch.randn(8, 1)

with model.no_sync():
    out_a, out_b = model(x)
loss_a = (out_a - target_a).pow(2).mean()
try:
    torch.autograd.grad(loss_a, params, retain_graph=True)     # head_b is not in loss_a's graph
except RuntimeError as error:
    print("without allow_unused:", str(error).split(".")[0])

for step in range(3):
# --8<-- [start:fix]
    with model.no_sync():                       # you average the gradients yourself below
        out_a, out_b = model(x)
    loss_a = (out_a - target_a).pow(2).mean()
    loss_b = (out_b - target_b).pow(2).mean()
    grads_a = torch.autograd.grad(loss_a, params, retain_graph=True, allow_unused=True)  # None: unused
    grads_b = torch.autograd.grad(loss_b, params, allow_unused=True)
    for p, g_a, g_b in zip(params, grads_a, grads_b):
        p.grad = sum(g for g in (g_a, g_b) if g is not None)   # or PCGrad's projection of them
        dist.all_reduce(p.grad)
        p.grad /= dist.get_world_size()
# --8<-- [end:fix]
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss_a {loss_a.item():.4f}, loss_b {loss_b.item():.4f}")
dist.destroy_process_group()
