import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)


class Images(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        image = torch.rand(3, 32, 32)
        return image.unsqueeze(0)  # a batch of one, as for a single prediction


model = nn.Conv2d(3, 8, kernel_size=3, padding=1)
batch = next(iter(DataLoader(Images(), batch_size=4)))
print(batch.shape)  # the DataLoader adds its own batch dimension in front
model(batch)
