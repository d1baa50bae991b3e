import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(1, 2, 4, 4)
mask = torch.zeros(1, 4, 4, dtype=torch.long)
mask[:, 1:3, 1:3] = 255

# --8<-- [start:fix]
# pixels 0/255 -> classes 0/1
mask = (mask > 127).long()
loss = F.cross_entropy(logits, mask)
# --8<-- [end:fix]
print("values in the mask:", mask.unique().tolist(), "| loss:", round(loss.item(), 4))
