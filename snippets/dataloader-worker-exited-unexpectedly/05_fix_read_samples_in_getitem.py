import os
import tempfile

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

# The data set on disk: 512 small images and their labels, in two .npy files.
folder = tempfile.TemporaryDirectory()
rng = np.random.default_rng(0)
images = rng.standard_normal((512, 3, 8, 8), dtype=np.float32)
np.save(os.path.join(folder.name, "images.npy"), images)
np.save(os.path.join(folder.name, "labels.npy"), (images.mean(axis=(1, 2, 3)) > 0).astype(np.int64))


# --8<-- [start:fix]
class ImagesOnDisk(Dataset):
    def __init__(self, folder):
        self.folder = folder  # a file name, not the data: every worker gets a copy of this object
        self.images = self.labels = None
        self.length = len(np.load(os.path.join(folder, "labels.npy"), mmap_mode="r"))

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        if self.images is None:  # opened once in each worker; the OS reads the pages used
            self.images = np.load(os.path.join(self.folder, "images.npy"), mmap_mode="r")
            self.labels = np.load(os.path.join(self.folder, "labels.npy"), mmap_mode="r")
        return torch.from_numpy(self.images[index].copy()), int(self.labels[index])
# --8<-- [end:fix]


if __name__ == "__main__":
    dataset = ImagesOnDisk(folder.name)
    held = sum(a.nbytes for a in vars(dataset).values() if isinstance(a, np.ndarray))
    print(f"bytes of images the dataset holds when the workers start: {held} (loaded whole: {images.nbytes})")
    torch.manual_seed(0)
    model = nn.Sequential(nn.Flatten(), nn.Linear(3 * 8 * 8, 2))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    loader = DataLoader(dataset, batch_size=64, shuffle=True, num_workers=2, prefetch_factor=2,
                        persistent_workers=True)
    for epoch in range(4):
        for x, y in loader:
            loss = nn.functional.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}: loss {loss.item():.4f}")
