import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(3, 5, requires_grad=True)
labels = torch.tensor([-100, -100, -100])       # every token of this batch is padding

loss = F.cross_entropy(logits, labels)          # a mean over zero targets: 0 / 0
loss.backward()
print("loss:", loss.item(), "| gradient:", logits.grad.abs().sum().item())

# --8<-- [start:fix]
total = F.cross_entropy(logits, labels, reduction="sum")
counted = (labels != -100).sum()
loss = total / counted.clamp(min=1)             # 0 when there is nothing to count
# --8<-- [end:fix]
print("fixed loss:", loss.item())
