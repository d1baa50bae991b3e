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
        self.body = nn.Linear(4, 4)
        self.head_a = nn.Linear(4, 1)          # one head per task
        self.head_b = nn.Linear(4, 1)

    def forward(self, x, task):
        features = torch.relu(self.body(x))
        return self.head_a(features) if task == "a" else self.head_b(features)


torch.manual_seed(0)
x = torch.randn(8, 4)
start = Net()


def train(rank, world_size, rendezvous, results):
    dist.init_process_group("gloo", init_method=f"file://{rendezvous}", rank=rank, world_size=world_size)
    net = Net()
    net.load_state_dict(start.state_dict())                      # the same start on every rank
    model = DDP(net, find_unused_parameters=True)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    xb = x.chunk(world_size)[rank]                               # this rank's 4 samples
    grads = []
    for step in range(2):
        task = "a" if step == 0 and rank == 0 else "b"           # head_a: rank 0 in step 0, then no rank
        model(xb, task).pow(2).mean().backward()
        grad = net.head_a.weight.grad
        grads.append(None if grad is None else grad.flatten().tolist())
        optimizer.step()
        optimizer.zero_grad()
    results.put((rank, grads, net.head_a.weight.flatten().tolist()))
    # Free DDP before destroy_process_group(): freed after it, its Reducer holds the last reference
    # to the gloo group and destroys it while holding the GIL, which can deadlock with a gloo worker
    # thread (pytorch/pytorch#56297).
    del model
    dist.destroy_process_group()


def show(values):
    return "None" if values is None else str([round(v, 4) for v in values])


if __name__ == "__main__":
    alone = Net()
    alone.load_state_dict(start.state_dict())
    alone(x.chunk(2)[0], "a").pow(2).mean().backward()           # rank 0's step 0, without DDP
    context = mp.get_context("fork")
    results = context.Queue()
    with tempfile.TemporaryDirectory() as tmp:
        ranks = [context.Process(target=train, args=(rank, 2, f"{tmp}/rendezvous", results))
                 for rank in range(2)]
        for process in ranks:
            process.start()
        runs = {rank: (grads, weight) for rank, grads, weight in (results.get(timeout=300) for _ in ranks)}
        for process in ranks:
            process.join()
    own = alone.head_a.weight.grad.flatten()
    print("rank 0's own head_a gradient, without DDP:", show(own.tolist()))
    print("divided by the world size, 2:             ", show((own / 2).tolist()))
    for step, used in enumerate(("rank 0 only", "no rank")):
        print(f"step {step}, head_a used on {used}:")
        for rank in sorted(runs):
            print(f"  rank {rank}: head_a.weight.grad {show(runs[rank][0][step])}")
    print("head_a moved on rank 1:", runs[1][1] != start.head_a.weight.flatten().tolist(),
          "| the same head_a on both ranks:", runs[0][1] == runs[1][1])
