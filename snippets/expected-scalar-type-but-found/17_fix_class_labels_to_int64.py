import io

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

csv = io.StringIO("length,width,species\n5.1,3.5,0\n7.0,3.2,1\n6.3,3.3,2\n4.9,3.0,0\n")
table = np.loadtxt(csv, delimiter=",", skiprows=1)
num_classes = 3

# --8<-- [start:fix]
# once, at load: features float32, class labels int64
x = torch.from_numpy(table[:, :2]).float()
y = torch.from_numpy(table[:, 2]).long()
assert 0 <= y.min() and y.max() < num_classes  # indices 0 ... C-1
# --8<-- [end:fix]

torch.manual_seed(0)
model = nn.Linear(2, num_classes)
loss = F.cross_entropy(model(x), y)
loss.backward()
print("labels:", y.tolist(), y.dtype, "  loss:", loss.dtype)
