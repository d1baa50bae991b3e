import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)  # batch size 4
targets = torch.tensor([0, 2, 1, 2])
criterion = nn.CrossEntropyLoss(reduction="none")

criterion(logits, targets).mean().backward()
grad_mean = logits.grad.clone()

logits.grad = None
criterion(logits, targets).sum().backward()
grad_sum = logits.grad.clone()

print("sum / mean gradient ratio:", (grad_sum / grad_mean).unique())
