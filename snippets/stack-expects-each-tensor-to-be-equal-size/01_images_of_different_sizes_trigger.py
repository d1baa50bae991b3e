import torch
from torch.utils.data import DataLoader, Dataset


class Photos(Dataset):
    """Stands for a folder of photos: each file has its own height and width."""

    sizes = [(4, 6), (5, 5), (6, 4), (4, 6)]

    def __len__(self):
        return len(self.sizes)

    def __getitem__(self, i):
        height, width = self.sizes[i]
        image = torch.rand(3, height, width, generator=torch.Generator().manual_seed(i))
        return image, i % 2  # (image, label)


dataset = Photos()
print("sample 0:", tuple(dataset[0][0].shape), " sample 1:", tuple(dataset[1][0].shape))
loader = DataLoader(dataset, batch_size=2)
for images, labels in loader:
    print(images.shape)
