import io

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

# A CSV of two features and a class label (0, 1 or 2): np.loadtxt reads every column as float64.
csv = io.StringIO("length,width,species\n5.1,3.5,0\n7.0,3.2,1\n6.3,3.3,2\n4.9,3.0,0\n")
table = np.loadtxt(csv, delimiter=",", skiprows=1)
x = torch.from_numpy(table[:, :2]).float()  # the features, converted
y = torch.from_numpy(table[:, 2])           # the class labels, left as they were read
print("labels:", y.tolist(), y.dtype)

torch.manual_seed(0)
model = nn.Linear(2, 3)  # one score per class
F.cross_entropy(model(x), y)  # boom
