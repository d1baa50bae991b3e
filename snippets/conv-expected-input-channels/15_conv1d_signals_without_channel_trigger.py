import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv1d(1, 8, kernel_size=3), nn.ReLU())  # one channel: a single sensor
signals = torch.rand(32, 100)  # 32 signals of 100 samples each, stacked without a channel dimension
model(signals)
