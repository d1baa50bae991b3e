import torch
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
files = [torch.rand(3, 4, 4), torch.rand(1, 4, 4), torch.rand(4, 4, 4)]  # RGB, grayscale, RGBA


class Images(Dataset):
    def __len__(self):
        return len(files)

    def __getitem__(self, i):
        image = files[i]
# --8<-- [start:fix]
        if image.shape[0] == 1:              # grayscale: the same plane as R, G and B
            image = image.repeat(3, 1, 1)
        image = image[:3]                    # RGBA: drop the alpha channel
# --8<-- [end:fix]
        return image


for batch in DataLoader(Images(), batch_size=3):
    print(tuple(batch.shape))
