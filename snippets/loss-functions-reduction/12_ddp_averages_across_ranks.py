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
    model = DDP(torch.nn.Linear(3, 1))
    model.module.load_state_dict(start.state_dict())
    xb, yb = x.chunk(world_size)[rank], y.chunk(world_size)[rank]   # this rank's 4 samples
    F.mse_loss(model(xb), yb).backward()                            # the mean over those 4 only
    results.put((rank, model.module.weight.grad.tolist()))          # after DDP's all-reduce
    del model  # DDP goes before its process group: dropped after it, it hung at exit here, now and then
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
        grads = dict(results.get() for _ in ranks)
        for process in ranks:
            process.join()
    for rank, grad in sorted(grads.items()):
        print(f"rank {rank}: its .grad equals the gradient of the mean over all 8 samples:",
              torch.allclose(torch.tensor(grad), start.weight.grad))
