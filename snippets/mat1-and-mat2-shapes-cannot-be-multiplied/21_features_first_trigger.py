import torch
from torch import nn

torch.manual_seed(0)
# 100 samples of 5 measurements, stored one measurement per row (as some files and arrays are)
data = torch.randn(5, 100)
model = nn.Linear(5, 1)  # 5 features per sample
print(data.shape)
model(data)
