import traceback

import torch
from torch.utils.data import DataLoader

samples = [torch.zeros(3, 4, 6), torch.zeros(3, 5, 5)]  # two images of different sizes
try:
    next(iter(DataLoader(samples, batch_size=2)))
except RuntimeError as error:
    for frame in traceback.extract_tb(error.__traceback__)[1:]:
        print(f"{frame.name:<18} {frame.line}")
    print(error)
