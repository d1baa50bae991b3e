from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

model = nn.Linear(4, 1)
model = DDP(model)  # DDP synchronises gradients through the default process group: there is none
