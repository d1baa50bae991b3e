import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(4, 8)
codes = torch.tensor([3, 12, 7, 3])                  # 3 classes, stored as their codes in the data file
ages = torch.tensor([37.0, 52.0, 24.0, 61.0])        # a quantity to predict, not a class

try:
    F.cross_entropy(nn.Linear(8, 3)(features), codes)
except IndexError as error:
    print("codes 3, 7, 12 with 3 outputs:", error)
try:
    F.cross_entropy(nn.Linear(8, 5)(features), ages.long())
except IndexError as error:
    print("ages with 5 outputs:", error)
