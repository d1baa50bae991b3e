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
        self.body = nn.Linear(4, 4)      # shared by both tasks
        self.head_a = nn.Linear(4, 1)
        self.head_b = nn.Linear(4, 1)
        self.head_c = nn.Linear(4, 1)    # a task this run does not train: why find_unused_parameters=True

    def forward(self, x):
        features = torch.relu(self.body(x))
        return self.head_a(features), self.head_b(features)


torch.manual_seed(0)
x, target_a, target_b = torch.randn(8, 4), torch.randn(8, 1), torch.randn(8, 1)
start = Net()


def losses(model, rank, world_size):
    rows = slice(rank * 8 // world_size, (rank + 1) * 8 // world_size)   # this rank's samples
    out_a, out_b = model(x[rows])
    return (out_a - target_a[rows]).pow(2).mean(), (out_b - target_b[rows]).pow(2).mean()


def train(rank, world_size, rendezvous, way, results):
    dist.init_process_group("gloo", init_method=f"file://{rendezvous}", rank=rank, world_size=world_size)
    net = Net()
    net.load_state_dict(start.state_dict())                      # the same start on every rank
    model = DDP(net, find_unused_parameters=True)
    loss_a, loss_b = losses(model, rank, world_size)
    if way == "two backward() calls":
        loss_a.backward(retain_graph=True)                       # no error now...
        loss_b.backward()
    else:                                                        # "one backward() of the sum (fix 3)"
        (loss_a + loss_b).backward()
    results.put((rank, net.body.weight.grad[0].tolist()))
    # Free DDP before destroy_process_group(): freed after it, its Reducer holds the last reference
    # to the gloo group and destroys it while holding the GIL, which can deadlock with a gloo worker
    # thread (pytorch/pytorch#56297).
    del model
    dist.destroy_process_group()


def show(values):
    return str([round(v, 4) for v in values])


if __name__ == "__main__":
    local = []
    for rank in range(2):                                        # each rank's own gradient, without DDP
        net = Net()
        net.load_state_dict(start.state_dict())
        sum(losses(net, rank, 2)).backward()
        local.append(net.body.weight.grad[0])
    print("the average of both ranks' gradients:", show(((local[0] + local[1]) / 2).tolist()))
    context = mp.get_context("fork")
    for way in ("two backward() calls", "one backward() of the sum (fix 3)"):
        results = context.Queue()
        with tempfile.TemporaryDirectory() as tmp:
            ranks = [context.Process(target=train, args=(rank, 2, f"{tmp}/rendezvous", way, results))
                     for rank in range(2)]
            for process in ranks:
                process.start()
            grads = dict(results.get(timeout=300) for _ in ranks)
            for process in ranks:
                process.join()
        print(f"{way}, find_unused_parameters=True:")
        for rank in sorted(grads):
            print(f"  rank {rank}: body.weight.grad[0] {show(grads[rank])}")
