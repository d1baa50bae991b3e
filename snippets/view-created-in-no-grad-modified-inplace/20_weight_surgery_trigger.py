import torch
from torch import nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)

with torch.no_grad():
    w = lin.weight[0]        # weight surgery: the row is taken in the block...
w.mul_(2)  # boom: ...and scaled after it, with recording on
