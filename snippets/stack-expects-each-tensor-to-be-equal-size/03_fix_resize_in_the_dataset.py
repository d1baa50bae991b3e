import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset


class Photos(Dataset):
    sizes = [(4, 6), (5, 5), (6, 4), (4, 6)]

    def __len__(self):
        return len(self.sizes)

    def __getitem__(self, i):
        height, width = self.sizes[i]
        image = torch.rand(3, height, width, generator=torch.Generator().manual_seed(i))
# --8<-- [start:fix]
        size = (224, 224)  # (height, width) for all
        image = F.interpolate(
            image[None], size,  # a batch of one: [1, 3, h, w]
            mode="bilinear", antialias=True,
        )[0]  # [3, h, w] -> [3, 224, 224]
# --8<-- [end:fix]
        return image, i % 2


for images, labels in DataLoader(Photos(), batch_size=2):
    print(tuple(images.shape), labels.tolist())
