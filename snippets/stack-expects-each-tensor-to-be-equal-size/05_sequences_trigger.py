import torch
from torch.utils.data import DataLoader

# Sentences as token ids, one label each: the sentences have different lengths.
dataset = [
    (torch.tensor([4, 9, 2, 7, 1]), 1),
    (torch.tensor([3, 8, 6]), 0),
    (torch.tensor([5, 2, 2, 9]), 1),
]
for tokens, labels in DataLoader(dataset, batch_size=2):
    print(tokens.shape)
