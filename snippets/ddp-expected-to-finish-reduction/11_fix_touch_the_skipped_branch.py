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
        self.extra_head = nn.Linear(4, 1)

    def forward(self, x, use_extra):
        features = torch.relu(self.body(x))
        out = self.head(features)
        if use_extra:                          # a branch taken in some steps only
            out = out + self.extra_head(features)
        return out


def train(with_ddp):
    torch.manual_seed(0)
    net = Net()
    model = DDP(net) if with_ddp else net
    optimizer = torch.optim.AdamW(model.parameters(), lr=0.1)
    x = torch.randn(8, 4)
    for step in range(3):
        use_extra = step == 1
        loss = model(x, use_extra).pow(2).mean()
        if with_ddp:
# --8<-- [start:fix]
            if not use_extra:   # skipped: put the branch's parameters in the loss, times zero
                unused = model.module.extra_head.parameters()
                loss = loss + 0 * sum(p.sum() for p in unused)
# --8<-- [end:fix]
        before = net.extra_head.weight.detach().clone()
        loss.backward()
        grad = net.extra_head.weight.grad
        optimizer.step()
        optimizer.zero_grad()
        moved = not torch.equal(before, net.extra_head.weight)
        shown = "None" if grad is None else f"{grad.abs().sum().item():.4f}"
        print(f"  step {step}: branch {'used   ' if use_extra else 'skipped'}  "
              f"extra_head.weight.grad {shown}  moved {moved}")


print("DDP with the 0 * sum(...) trick:")
train(with_ddp=True)
print("the same training without DDP, on one device:")
train(with_ddp=False)
dist.destroy_process_group()
