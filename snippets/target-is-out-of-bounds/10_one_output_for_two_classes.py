import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 1)                      # a binary classifier with ONE output
features = torch.randn(4, 8)
labels = torch.tensor([0, 1, 1, 0])          # two classes: 0 and 1

try:
    F.cross_entropy(model(features), labels)
except IndexError as exc:
    print("labels 0 and 1:", exc)

only_zeros = F.cross_entropy(model(features), torch.zeros(4, dtype=torch.long))
print(f"labels all 0: loss {only_zeros.item():.4f}, whatever the weights: a softmax over one output is always 1")
