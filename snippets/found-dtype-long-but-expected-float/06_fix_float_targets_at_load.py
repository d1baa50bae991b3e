import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset


class Ratings(Dataset):
    def __init__(self):
        self.x = torch.randn(8, 5)
        self.stars = [4, 2, 5, 3, 1, 4, 5, 2]

    def __len__(self):
        return len(self.stars)

# --8<-- [start:fix]
    def __getitem__(self, i):
        # a regression or BCE target: float32, like the prediction
        return self.x[i], torch.tensor(self.stars[i], dtype=torch.float32)
# --8<-- [end:fix]


torch.manual_seed(0)
model = nn.Linear(5, 1)
x, stars = next(iter(DataLoader(Ratings(), batch_size=4)))
loss = nn.HuberLoss()(model(x).squeeze(1), stars)
loss.backward()
print("targets:", stars.dtype, "  loss =", round(loss.item(), 4), "  gradient:", tuple(model.weight.grad.shape))
