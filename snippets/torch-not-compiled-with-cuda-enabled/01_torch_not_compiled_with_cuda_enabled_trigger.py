import torch
from torch import nn

model = nn.Linear(3, 1).cuda()   # written for a machine with an NVIDIA GPU, run on one without
