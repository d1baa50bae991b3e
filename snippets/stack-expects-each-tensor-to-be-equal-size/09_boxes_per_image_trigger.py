import torch
from torch.utils.data import DataLoader

torch.manual_seed(0)
# (image, boxes): one row [x1, y1, x2, y2, class] per object, and the images hold 1, 2 and 1 objects
dataset = [(torch.rand(3, 8, 8), torch.rand(n, 5)) for n in (1, 2, 1)]
for images, boxes in DataLoader(dataset, batch_size=2):
    print(images.shape, boxes.shape)
