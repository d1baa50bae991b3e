import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)            # 4 samples, 3 classes
labels = torch.tensor([0, 2, 1, 2])   # one class index per sample: [4]

# a soft-target cross-entropy (mixup, label smoothing): it wants one probability per class, [4, 3]
loss = -(labels * F.log_softmax(logits, dim=1)).sum(dim=1).mean()
