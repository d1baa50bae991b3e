import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 5)
logits = model(torch.randn(4, 8))
labels = torch.tensor([1, 3, 5, 2])

classes = logits.shape[1]                  # the class dimension: dim 1, also for (N, C, H, W) outputs
print("logits:", tuple(logits.shape), f"-> {classes} classes, valid labels 0 to {classes - 1}")
print("labels: min", labels.min().item(), "| max", labels.max().item())
print(f"label {labels.max().item()} needs at least {labels.max().item() + 1} outputs")
