import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)


class Samples(Dataset):
    def __init__(self):
        self.x = torch.randn(8, 4)
        self.y = [0, 2, 1, 0, 2, 1, 1, 0]  # one class index per sample

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], torch.tensor([self.y[i]])  # the label in a list: shape [1]


model = nn.Linear(4, 3)  # 3 classes
criterion = nn.CrossEntropyLoss()
for features, labels in DataLoader(Samples(), batch_size=4):
    logits = model(features)
    print("logits", tuple(logits.shape), "labels", tuple(labels.shape))
    loss = criterion(logits, labels)
