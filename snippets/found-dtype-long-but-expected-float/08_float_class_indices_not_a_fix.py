import torch
from torch import nn

torch.manual_seed(0)
scores = torch.randn(4, 3, requires_grad=True)  # 3 classes
classes = torch.tensor([0, 2, 1, 2])            # class indices: int64, as CrossEntropyLoss wants
nn.CrossEntropyLoss()(scores, classes).backward()
print("int64 class indices: the loss runs")
nn.CrossEntropyLoss()(scores, classes.float())  # "convert the targets to float" applied to class indices
