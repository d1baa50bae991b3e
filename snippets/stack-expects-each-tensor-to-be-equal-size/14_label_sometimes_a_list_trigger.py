import torch
from torch.utils.data import DataLoader, Dataset

# Annotations from two sources: most labels stored as a number, one as a one-element list.
records = [
    {"features": [0.1, 0.5, 0.2], "label": 2},
    {"features": [0.7, 0.3, 0.9], "label": 0},
    {"features": [0.4, 0.8, 0.6], "label": [1]},
    {"features": [0.2, 0.2, 0.5], "label": 2},
]


class Records(Dataset):
    def __len__(self):
        return len(records)

    def __getitem__(self, i):
        record = records[i]
        return torch.tensor(record["features"]), torch.tensor(record["label"])


dataset = Records()
print("label shapes:", [tuple(dataset[i][1].shape) for i in range(len(dataset))])
for features, labels in DataLoader(dataset, batch_size=2):
    print(labels)
