import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)                      # 4 samples, 3 classes
labels = F.one_hot(torch.tensor([1, 2, 1, 0]), num_classes=3)  # one-hot rows: [4, 3]
print("labels:", tuple(labels.shape))
F.cross_entropy(logits, labels.view(-1))        # flattened: 4 rows of 3 become 12 "labels"
