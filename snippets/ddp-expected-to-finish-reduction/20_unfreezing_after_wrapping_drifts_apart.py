# DistributedDataParallel on CPU: two processes on this machine, the gloo backend.
import tempfile

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        return self.head(torch.relu(self.backbone(x)))


torch.manual_seed(0)
x = torch.randn(8, 4)
start = Net()


def train(rank, world_size, rendezvous, results, rewrap):
    dist.init_process_group("gloo", init_method=f"file://{rendezvous}", rank=rank, world_size=world_size)
    net = Net()
    net.load_state_dict(start.state_dict())                      # the same start on every rank
    net.backbone.requires_grad_(False)                           # frozen for the first step
    model = DDP(net)
    optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
    xb = x.chunk(world_size)[rank]                               # this rank's 4 samples
    for step in range(3):
        if step == 1:
            net.backbone.requires_grad_(True)                    # unfrozen after wrapping
            if rewrap:
                del model
                model = DDP(net)                                 # a new DDP sees the change
        model(xb).pow(2).mean().backward()
        optimizer.step()
        optimizer.zero_grad()
    results.put((rank, net.backbone.weight.flatten().tolist()))
    # Free DDP before destroy_process_group() (pytorch/pytorch#56297).
    del model
    dist.destroy_process_group()


if __name__ == "__main__":
    context = mp.get_context("fork")
    for rewrap in (False, True):
        results = context.Queue()
        with tempfile.TemporaryDirectory() as tmp:
            ranks = [context.Process(target=train, args=(rank, 2, f"{tmp}/rendezvous", results, rewrap))
                     for rank in range(2)]
            for process in ranks:
                process.start()
            weights = dict(results.get(timeout=300) for _ in ranks)
            for process in ranks:
                process.join()
        print("a new DDP after unfreezing:" if rewrap else "the same DDP after unfreezing:")
        for rank in sorted(weights):
            print(f"  rank {rank}: backbone.weight[0] {[round(v, 4) for v in weights[rank][:4]]}")
        print("  the same backbone on both ranks:", weights[0] == weights[1])
