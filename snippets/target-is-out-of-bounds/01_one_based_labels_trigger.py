import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
model = nn.Linear(8, 5)                    # 5 classes, so 5 outputs per sample
features = torch.randn(4, 8)
labels = torch.tensor([1, 3, 5, 2])        # classes numbered 1 to 5, as in the dataset's file

loss = F.cross_entropy(model(features), labels)  # boom
