import torch
import torch.distributed as dist
from torch import nn

torch.manual_seed(0)
sync_bn, bn = nn.SyncBatchNorm(3), nn.BatchNorm2d(3)
x = torch.randn(4, 3, 8, 8)
print("process group:", dist.is_initialized())
out_sync, out_bn = sync_bn(x), bn(x)  # torch 1.x raised here, on the GPU; since 2.0 no error
print("the same output as BatchNorm2d:", torch.equal(out_sync, out_bn))
print("the same running mean:", torch.equal(sync_bn.running_mean, bn.running_mean))
