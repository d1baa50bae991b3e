import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(1, 2, 4, 4)           # a segmentation model: 2 classes, background and object
mask = torch.zeros(1, 4, 4, dtype=torch.long)
mask[:, 1:3, 1:3] = 255                    # the object, drawn in white in the mask's PNG file
print("values in the mask:", mask.unique().tolist())

loss = F.cross_entropy(logits, mask)  # boom
