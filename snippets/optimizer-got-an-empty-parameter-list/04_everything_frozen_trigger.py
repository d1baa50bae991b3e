import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))  # stands for a pretrained model
for param in model.parameters():
    param.requires_grad = False  # freeze it all, to fine-tune only the head...

trainable = [p for p in model.parameters() if p.requires_grad]  # ...but no parameter is left
optimizer = torch.optim.SGD(trainable, lr=0.1)  # boom
