import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(1, 2, 4, 4)                  # a segmentation model: 2 classes, background and object
labels = torch.zeros(1, 4, 4, dtype=torch.long)   # the mask, read from its PNG file
labels[:, 1:3, 1:3] = 255

# --8<-- [start:fix]
# check: is every label in 0 .. C-1?
C = logits.shape[1]  # outputs
print(labels.min(), labels.max(), C)
# a mask saved as 0/255 -> classes 0/1
labels = (labels > 127).long()
loss = F.cross_entropy(logits, labels)
# --8<-- [end:fix]
print("values in the mask:", labels.unique().tolist(), "| loss:", round(loss.item(), 4))
