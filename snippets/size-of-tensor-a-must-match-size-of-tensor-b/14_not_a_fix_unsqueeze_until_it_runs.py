import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
labels = torch.tensor([0, 2, 1, 2])

target = labels.unsqueeze(1)          # [4, 1]: broadcasts against [4, 3], so the error is gone
loss = -(target * F.log_softmax(logits, dim=1)).sum(dim=1).mean()
print(f"runs: {loss.item():.4f}")
print(f"the cross-entropy it should be: {F.cross_entropy(logits, labels).item():.4f}")
