import numpy as np
import torch

labels = np.array([0.0, 2e-9, 3.0])          # float64 labels: unlabelled 0, a 0 that arrived as 2e-9, class 3
target = torch.from_numpy(labels).float()    # float32
print("float 0 read as:", target[0].item())

shifted = target.clone()
shifted[target > 0] -= 1                     # "labelled pixels count from 0": 2e-9 passes the test
print("2e-9 - 1 in float32:", shifted[1].item(), "| as class indices:", shifted.long().tolist())

target = torch.from_numpy(labels).round().long()   # integers first, then shift
target[target > 0] -= 1
print("rounded to integers, then shifted:", target.tolist())
