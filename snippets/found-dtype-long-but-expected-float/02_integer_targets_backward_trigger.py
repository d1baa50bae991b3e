import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Ratings(Dataset):  # a regression target stored as whole numbers: stars, counts, ages
    def __init__(self):
        self.x = torch.randn(8, 5)
        self.stars = [4, 2, 5, 3, 1, 4, 5, 2]

    def __len__(self):
        return len(self.stars)

    def __getitem__(self, i):
        return self.x[i], self.stars[i]  # a Python int: the DataLoader makes an int64 batch


torch.manual_seed(0)
model = nn.Linear(5, 1)
x, stars = next(iter(DataLoader(Ratings(), batch_size=4)))
loss = nn.HuberLoss()(model(x).squeeze(1), stars)
print("targets:", stars.dtype, "  the forward pass runs, loss =", round(loss.item(), 4))
loss.backward()  # boom
