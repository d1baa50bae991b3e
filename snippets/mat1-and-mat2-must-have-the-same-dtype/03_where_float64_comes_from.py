import numpy as np
import torch
from torch.utils.data import DataLoader

array = np.random.default_rng(0).normal(size=(4, 3))  # NumPy's default, and pandas' df.values: float64
print("array.dtype:                     ", array.dtype)
print("torch.from_numpy(array):         ", torch.from_numpy(array).dtype)
print("torch.tensor(array):             ", torch.tensor(array).dtype)
print("torch.as_tensor(array):          ", torch.as_tensor(array).dtype)
print("a DataLoader batch of its rows:  ", next(iter(DataLoader(array, batch_size=2))).dtype)
print("torch.tensor([0.5, 1.5]):        ", torch.tensor([0.5, 1.5]).dtype)
print("torch.from_numpy(array).float(): ", torch.from_numpy(array).float().dtype)
print("array.astype(np.float32):        ", torch.from_numpy(array.astype(np.float32)).dtype)
