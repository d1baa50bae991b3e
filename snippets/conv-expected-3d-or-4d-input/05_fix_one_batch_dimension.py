import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)


# --8<-- [start:fix]
class Images(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        image = torch.rand(3, 32, 32)
        return image  # one sample, [C, H, W]: the DataLoader makes the batch
# --8<-- [end:fix]


model = nn.Conv2d(3, 8, kernel_size=3, padding=1)
batch = next(iter(DataLoader(Images(), batch_size=4)))
print(batch.shape)
print(model(batch).shape)
