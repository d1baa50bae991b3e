import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
labels = F.one_hot(torch.tensor([1, 2, 1, 0]), num_classes=3)

# --8<-- [start:fix]
targets = labels.argmax(dim=1)            # one-hot rows -> class indices: [4, 3] -> [4]
loss = F.cross_entropy(logits, targets)
# --8<-- [end:fix]
print("targets:", targets.tolist())
# cross_entropy also takes one float row per sample (class probabilities), with the same result here:
print("same as float one-hot targets:", torch.allclose(loss, F.cross_entropy(logits, labels.float())))
