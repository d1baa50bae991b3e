import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3, requires_grad=True)
targets = torch.tensor([0, 2, 1, 2])
criterion = nn.CrossEntropyLoss(reduction="none")

loss = criterion(logits, targets)
loss.backward(gradient=torch.ones_like(loss))  # runs...
seeded = logits.grad.clone()

logits.grad = None
loss = criterion(logits, targets)
loss.sum().backward()  # ...and computes exactly this
print("same gradients as loss.sum().backward():", torch.equal(seeded, logits.grad))
