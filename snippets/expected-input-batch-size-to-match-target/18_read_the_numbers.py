import re

import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
B, T, C = 4, 5, 3          # batch, time steps, classes
cases = {
    "flattened logits, unflattened labels": (torch.randn(B, T, C).reshape(-1, C), torch.randint(C, (B, T))),
    "one label per token, one row per sequence": (torch.randn(B, C), torch.randint(C, (B, T)).reshape(-1)),
    "one step fewer predictions than labels": (torch.randn(B * (T - 1), C), torch.randint(C, (B * T,))),
    "a view(-1, n) that cut each sample in 4": (torch.randn(B, 4 * C).view(-1, C), torch.randint(C, (B,))),
    "an LSTM without batch_first: its h_n[-1]": (nn.LSTM(6, C)(torch.randn(B, T, 6))[1][0][-1], torch.randint(C, (B,))),
    "a bidirectional LSTM's h_n.view(-1, hidden)": (
        nn.LSTM(6, C, batch_first=True, bidirectional=True)(torch.randn(B, T, 6))[1][0].view(-1, C),
        torch.randint(C, (B,))),
    "one-hot labels, flattened": (torch.randn(B, C), F.one_hot(torch.randint(C, (B,)), C).view(-1)),
    "labels made for 4, a last batch of 2": (torch.randn(2, C), torch.randint(C, (B,))),
    "a batch of one, its label squeezed": (torch.randn(1, C), torch.randint(C, (1, 1)).squeeze()),
}
for what, (logits, labels) in cases.items():
    try:
        F.cross_entropy(logits, labels)
    except ValueError as error:
        rows, targets = re.findall(r"\((\d+)\)", str(error))
        print(f"input {rows:>2}, target {targets:>2}: {what}")
