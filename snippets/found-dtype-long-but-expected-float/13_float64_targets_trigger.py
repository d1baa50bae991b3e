import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Prices(Dataset):  # regression targets read into NumPy, as from a CSV file
    def __init__(self):
        self.x = torch.randn(8, 5)
        self.prices = np.array([3.5, 1.2, 4.8, 2.0, 0.7, 3.3, 4.1, 1.9])  # float64, NumPy's default

    def __len__(self):
        return len(self.prices)

    def __getitem__(self, i):
        return self.x[i], self.prices[i]  # a NumPy float64: the DataLoader makes a float64 batch


torch.manual_seed(0)
model = nn.Linear(5, 1)
x, prices = next(iter(DataLoader(Prices(), batch_size=4)))
print("targets:", prices.dtype)
mse = nn.MSELoss()(model(x).squeeze(1), prices)
mse.backward()
print("MSELoss and its backward() run, its loss is", mse.dtype)
loss = nn.HuberLoss()(model(x).squeeze(1), prices)
loss.backward()  # boom
