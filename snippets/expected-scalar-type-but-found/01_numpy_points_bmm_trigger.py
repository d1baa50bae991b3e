import numpy as np
import torch

rng = np.random.default_rng(0)
points = torch.from_numpy(rng.normal(size=(2, 3, 5)))  # 2 clouds of 5 points, made by NumPy
rotation = torch.eye(3).expand(2, 3, 3)                # one rotation per cloud, made by torch
print("rotation:", rotation.dtype, "  points:", points.dtype)
torch.bmm(rotation, points)  # boom
