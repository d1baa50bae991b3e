import os
import socket

import torch.distributed as dist
import torch.multiprocessing as mp


def free_port():  # the build runs many snippets at once: each group gets a free port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --8<-- [start:fix]
def main_worker(rank, world_size):  # what mp.spawn runs, in a new process: it inherits no group
    print(f"worker {rank}: process group at the start: {dist.is_initialized()}")
    dist.init_process_group("gloo", rank=rank, world_size=world_size)  # "nccl" on GPUs
    print(f"worker {rank}: process group: {dist.is_initialized()}, rank {dist.get_rank()}")
    # ... the sampler, DDP and the training loop come after this line
    dist.destroy_process_group()
# --8<-- [end:fix]


if __name__ == "__main__":
    # the mistake this fixes: a group started in the parent only
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
    print("parent: process group:", dist.is_initialized())
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(free_port()))  # the workers' meeting point
    mp.spawn(main_worker, args=(1,), nprocs=1)  # one worker per GPU: nprocs=world_size
    dist.destroy_process_group()
