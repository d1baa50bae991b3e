import torch
from torch import nn

torch.manual_seed(0)
pool = nn.AdaptiveAvgPool2d(1)
head = nn.Linear(512, 10)

feature_maps = torch.randn(4, 512, 7, 7)
pooled = pool(feature_maps)
print(pooled.shape)  # still four dimensions: [batch, channels, 1, 1]
head(pooled)
