import torch
import torch.nn.functional as F
from torch import nn


class Classifier(nn.Module):  # one label per sequence
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(input_size=8, hidden_size=16)  # batch_first is False by default: [time, batch, features]
        self.head = nn.Linear(16, 3)

    def forward(self, x):
        _, (h_n, _) = self.lstm(x)  # h_n: [layers, batch, hidden], with the batch the LSTM read
        return self.head(h_n[-1])


torch.manual_seed(0)
x = torch.randn(4, 10, 8)  # 4 sequences of 10 time steps, batch first, as a DataLoader stacks them
labels = torch.tensor([0, 2, 1, 2])
logits = Classifier()(x)
print("x:", tuple(x.shape), " logits:", tuple(logits.shape))
F.cross_entropy(logits, labels)
