import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(4, 3)
head = nn.Linear(3, 2)
backbone.requires_grad_(False)              # fine-tuning: the backbone is frozen
model = nn.Sequential(backbone, nn.ReLU(), head)

for name, parameter in model.named_parameters():
    parameter.register_hook(lambda grad: grad.clamp(-1.0, 1.0))  # boom on the first frozen one
