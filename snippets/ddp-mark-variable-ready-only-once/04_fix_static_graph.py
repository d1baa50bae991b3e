import tempfile

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint

# One process, world size 1, the gloo backend on CPU: the mechanism of a multi-GPU run, on one machine.
rendezvous = tempfile.TemporaryDirectory()
dist.init_process_group("gloo", init_method=f"file://{rendezvous.name}/store", rank=0, world_size=1)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Linear(4, 4)
        self.block = nn.Linear(4, 4)   # applied twice, checkpointed each time
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        h = self.embed(x)
        h = checkpoint(self.block, h, use_reentrant=True)        # code you cannot change
        h = checkpoint(self.block, torch.relu(h), use_reentrant=True)
        return self.head(torch.relu(h))


torch.manual_seed(0)
net = Net()
# --8<-- [start:fix]
# the same parameters take part in every step: DDP learns the graph in step 0
model = DDP(net, static_graph=True)   # instead of find_unused_parameters=True
# --8<-- [end:fix]
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 4)
start = net.block.weight.detach().clone()
for step in range(3):
    loss = model(x).pow(2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss {loss.item():.4f}")
print("block trained:", not torch.equal(start, net.block.weight))
dist.destroy_process_group()
