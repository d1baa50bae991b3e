import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Prices(Dataset):
    def __init__(self):
        self.x = torch.randn(8, 5)
# --8<-- [start:fix]
        prices = np.array([3.5, 1.2, 4.8, 2.0, 0.7, 3.3, 4.1, 1.9])  # float64, as NumPy reads it
        # float32 once, where the data is loaded (or prices.astype(np.float32))
        self.prices = torch.from_numpy(prices).float()
# --8<-- [end:fix]

    def __len__(self):
        return len(self.prices)

    def __getitem__(self, i):
        return self.x[i], self.prices[i]


torch.manual_seed(0)
model = nn.Linear(5, 1)
x, prices = next(iter(DataLoader(Prices(), batch_size=4)))
loss = nn.HuberLoss()(model(x).squeeze(1), prices)
loss.backward()
print("targets:", prices.dtype, "  loss:", loss.dtype, round(loss.item(), 4))

# A float64 model is the other way round ("Found dtype Float but expected Double"): make it float32 again.
double_model = nn.Linear(5, 1).double()
print("model.double() then model.float():", next(double_model.float().parameters()).dtype)
