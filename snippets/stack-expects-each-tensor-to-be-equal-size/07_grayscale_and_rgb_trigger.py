import torch
from torch.utils.data import DataLoader

torch.manual_seed(0)
images = [torch.rand(3, 4, 4), torch.rand(1, 4, 4), torch.rand(3, 4, 4)]  # the second file is grayscale
for batch in DataLoader(images, batch_size=3):
    print(batch.shape)
