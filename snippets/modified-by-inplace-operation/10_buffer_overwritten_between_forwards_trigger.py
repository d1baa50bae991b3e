# DistributedDataParallel needs several processes for its buffer broadcast to matter. This file runs the
# mechanism on CPU in one process: before each forward, DDP (with broadcast_buffers=True, the default)
# copies rank 0's BatchNorm buffers into every process's buffers, in place.
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
bn = model[1]
real, fake = torch.randn(8, 3), torch.randn(8, 3)


def broadcast_buffers():  # what DDP's broadcast does to each buffer, here with this process's own values
    with torch.no_grad():
        for buffer in (bn.running_mean, bn.running_var):
            buffer.copy_(buffer.clone())


broadcast_buffers()
out_real = model(real)  # batch_norm saves running_mean and running_var for its backward
broadcast_buffers()  # the second forward's broadcast overwrites them in place
out_fake = model(fake)
loss = out_real.pow(2).mean() + out_fake.pow(2).mean()
loss.backward()  # boom
