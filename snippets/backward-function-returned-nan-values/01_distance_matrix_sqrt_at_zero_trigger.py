import os
import warnings

import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
torch.autograd.set_detect_anomaly(True)  # without it, backward() finishes and the gradients hold NaN
model = nn.Linear(8, 4)
x, labels = torch.randn(6, 8), torch.tensor([0, 0, 1, 1, 2, 2])

emb = model(x)  # one embedding per sample
dist = (emb.unsqueeze(1) - emb.unsqueeze(0)).pow(2).sum(dim=-1).sqrt()  # every pairwise distance, by hand
same = (labels.unsqueeze(1) == labels.unsqueeze(0)).float() - torch.eye(6)  # pairs of one class, not i with i
other = 1 - same - torch.eye(6)
# a contrastive loss: pull pairs of one class together, push the others at least 1 apart
loss = (same * dist.pow(2) + other * torch.relu(1 - dist).pow(2)).sum() / 30

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        loss.backward()
    finally:  # anomaly mode also warns, with the forward line: print its first line and this file's frame
        for warning in caught:
            lines = str(warning.message).splitlines()
            print(lines[0])
            for where, code in zip(lines, lines[1:]):
                if os.path.basename(__file__) in where:
                    print(f'  File "{os.path.basename(__file__)}",', where.split('",')[1].strip())
                    print(code)
