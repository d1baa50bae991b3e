import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(2, 4, 4)            # batch 2, time 4, classes 4: time and classes happen to be equal
labels = torch.randint(4, (2, 4))

unflattened = F.cross_entropy(logits, labels)  # no error: dimension 1 (time) is read as the classes
right = F.cross_entropy(logits.reshape(-1, 4), labels.reshape(-1))
print("unflattened:", round(unflattened.item(), 4), " right:", round(right.item(), 4))
