import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset

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
# --8<-- [start:fix]
        label = record["label"]
        if isinstance(label, list):  # [1] -> 1: every label a plain int
            label = label[0]
        return torch.tensor(record["features"]), torch.tensor(label)  # shape [] every time
# --8<-- [end:fix]


print("squeeze() instead:", [tuple(torch.tensor(r["label"]).squeeze().shape) for r in records])
torch.manual_seed(0)
model = torch.nn.Linear(3, 3)
for features, labels in DataLoader(Records(), batch_size=2):
    print("labels:", labels, tuple(labels.shape))
    print("loss:", round(F.cross_entropy(model(features), labels).item(), 4))
