import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(4, 3)
head = nn.Linear(3, 2)
backbone.requires_grad_(False)
model = nn.Sequential(backbone, nn.ReLU(), head)

# --8<-- [start:fix]
hooked = []
for name, parameter in model.named_parameters():
    if parameter.requires_grad:               # a frozen parameter never gets a gradient
        parameter.register_hook(lambda grad: grad.clamp(-1.0, 1.0))
        hooked.append(name)
# --8<-- [end:fix]
print("hooked:", hooked)
model(torch.randn(2, 4)).sum().backward()
print("head gradient within [-1, 1]:", bool(head.weight.grad.abs().max() <= 1.0))
print("frozen backbone gradient:", backbone.weight.grad)
