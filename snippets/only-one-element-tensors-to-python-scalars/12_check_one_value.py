import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits, targets = torch.randn(4, 3), torch.randint(3, (4,))
loss = F.cross_entropy(logits, targets, reduction="none")

# --8<-- [start:check]
print(tuple(loss.shape), loss.numel())  # float(), int() and .item() need numel() == 1
# --8<-- [end:check]
