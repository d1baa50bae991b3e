import torch
from torch.utils.data import DataLoader

torch.manual_seed(0)
dataset = [(torch.rand(3, 8, 8), torch.rand(n, 5)) for n in (1, 2, 1)]

# --8<-- [start:fix]
def detection_collate(batch):
    images, boxes = zip(*batch)
    return torch.stack(images), list(boxes)  # one [n_i, 5] tensor per image

loader = DataLoader(dataset, batch_size=2, collate_fn=detection_collate)
# --8<-- [end:fix]
for images, boxes in loader:
    print(tuple(images.shape), [tuple(b.shape) for b in boxes])
