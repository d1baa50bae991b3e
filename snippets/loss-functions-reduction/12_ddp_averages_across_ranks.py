# DistributedDataParallel on CPU: two processes on this machine, the gloo backend.
import tempfile

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel as DDP

torch.manual_seed(0)
x, y = torch.randn(8, 3), torch.randn(8, 1)
start = torch.nn.Linear(3, 1)


def train_step(rank, world_size, rendezvous, results):
    dist.init_process_group("gloo", init_method=f"file://{rendezvous}", rank=rank, world_size=world_size)
    net = torch.nn.Linear(3, 1)
    net.load_state_dict(start.state_dict())                         # the same start on every rank
    model = DDP(net)
    xb, yb = x.chunk(world_size)[rank], y.chunk(world_size)[rank]   # this rank's 4 samples
    F.mse_loss(model(xb), yb).backward()                            # the mean over those 4 only
    results.put((rank, [p.grad.tolist() for p in model.parameters()]))  # after DDP's all-reduce
    # Free DDP before destroy_process_group(): freed after it, its Reducer holds the last reference
    # to the gloo group and destroys it while holding the GIL, which can deadlock with a gloo worker
    # thread (pytorch/pytorch#56297). Here it hung at exit about 1 run in 20.
    del model
    dist.destroy_process_group()


if __name__ == "__main__":
    F.mse_loss(start(x), y).backward()                              # one process, the mean over all 8
    context = mp.get_context("fork")
    results = context.Queue()
    with tempfile.TemporaryDirectory() as tmp:
        ranks = [context.Process(target=train_step, args=(rank, 2, f"{tmp}/rendezvous", results))
                 for rank in range(2)]
        for process in ranks:
            process.start()
        grads = dict(results.get(timeout=300) for _ in ranks)
        for process in ranks:
            process.join()
    for rank, grad in sorted(grads.items()):
        print(f"rank {rank}: its .grad equals the gradient of the mean over all 8 samples:",
              all(torch.allclose(torch.tensor(g), p.grad) for g, p in zip(grad, start.parameters())))
