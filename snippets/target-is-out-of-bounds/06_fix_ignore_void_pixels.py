import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(1, 21, 4, 4)           # 21 classes, as in Pascal VOC
mask = torch.randint(0, 21, (1, 4, 4))
mask[:, 0, :] = 255                         # pixels on object boundaries, marked "void"

# --8<-- [start:fix]
criterion = nn.CrossEntropyLoss(ignore_index=255)   # void pixels take no part in the loss
loss = criterion(logits, mask)
# --8<-- [end:fix]
kept = mask != 255
by_hand = nn.functional.cross_entropy(logits.permute(0, 2, 3, 1)[kept], mask[kept])
print("loss:", round(loss.item(), 4), "| mean over the", kept.sum().item(), "labelled pixels:",
      round(by_hand.item(), 4))
