import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
labels = torch.tensor([0, 2, 1, 2])

# --8<-- [start:fix]
target = F.one_hot(labels, num_classes=logits.shape[1]).float()   # [4] -> [4, 3]
loss = -(target * F.log_softmax(logits, dim=1)).sum(dim=1).mean()
# --8<-- [end:fix]
print(target.shape, f"{loss.item():.4f}")
print("the same as F.cross_entropy(logits, labels):", torch.allclose(loss, F.cross_entropy(logits, labels)))
