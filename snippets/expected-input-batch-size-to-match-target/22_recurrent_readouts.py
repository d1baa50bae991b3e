import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 10, 8)  # 4 sequences of 10 time steps: [batch, time, features]
labels = torch.tensor([0, 2, 1, 2])
H = 16
head = nn.Linear(H, 3)


def loss_of(features):
    try:
        F.cross_entropy(head(features), labels)
        return "runs"
    except ValueError as error:
        return str(error)


output, _ = nn.LSTM(8, H, batch_first=True)(x)  # output: [batch, time, hidden]
print("output[-1], batch_first=True: ", loss_of(output[-1]))  # the last sequence: one row per time step

_, (h_n, _) = nn.LSTM(8, H, batch_first=True, bidirectional=True)(x)  # h_n: [2, batch, hidden]
print("h_n.view(-1, H), bidirectional:", loss_of(h_n.view(-1, H)))  # two rows per sequence

_, (h_n, _) = nn.LSTM(8, H, num_layers=2, batch_first=True)(x)  # h_n: [2, batch, hidden]
print("h_n.view(-1, H), 2 layers:     ", loss_of(h_n.view(-1, H)))
