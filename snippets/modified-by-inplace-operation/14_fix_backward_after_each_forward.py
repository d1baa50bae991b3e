# The mechanism of 10_buffer_overwritten_between_forwards_trigger.py, with the fix: each forward pass's
# graph is used by its backward() before the next forward's broadcast overwrites the buffers.
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
bn = model[1]
real, fake = torch.randn(8, 3), torch.randn(8, 3)


def broadcast_buffers():  # what DDP's broadcast does to each buffer before each forward
    with torch.no_grad():
        for buffer in (bn.running_mean, bn.running_var):
            buffer.copy_(buffer.clone())


# --8<-- [start:fix]
broadcast_buffers()
model(real).pow(2).mean().backward()  # backward right after its own forward...
broadcast_buffers()
model(fake).pow(2).mean().backward()  # ...gradients add up in .grad, as one backward of the sum would
# --8<-- [end:fix]
print("weight gradient:", model[0].weight.grad.shape)
