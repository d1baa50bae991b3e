import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(4, 3)
x = torch.randn(2, 4)

print("recorded:                    ", layer(x).requires_grad)
with torch.no_grad():
    print("under no_grad:               ", layer(x).requires_grad)
with torch.inference_mode(), torch.enable_grad():
    print("inference_mode + enable_grad:", layer(x).requires_grad, "| grad mode on:", torch.is_grad_enabled())
layer.requires_grad_(False)
print("frozen layer:                ", layer(x).requires_grad, layer.weight.requires_grad)
head = nn.Linear(3, 2)                      # a trainable head on top of the frozen layer
print("frozen layer, trainable head:", layer(x).requires_grad, head(layer(x)).requires_grad)
