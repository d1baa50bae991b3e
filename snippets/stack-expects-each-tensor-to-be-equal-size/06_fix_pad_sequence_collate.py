import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

dataset = [
    (torch.tensor([4, 9, 2, 7, 1]), 1),
    (torch.tensor([3, 8, 6]), 0),
    (torch.tensor([5, 2, 2, 9]), 1),
]

# --8<-- [start:fix]
def pad_collate(batch):
    tokens, labels = zip(*batch)
    lengths = torch.tensor([len(t) for t in tokens])
    tokens = pad_sequence(tokens, batch_first=True, padding_value=0)  # [B, longest]
    return tokens, lengths, torch.tensor(labels)

loader = DataLoader(dataset, batch_size=2, collate_fn=pad_collate)
# --8<-- [end:fix]
for tokens, lengths, labels in loader:
    print(tokens.tolist(), "lengths:", lengths.tolist(), "labels:", labels.tolist())
