import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(1, 2, 4, 4)                   # a segmentation model: 2 classes, background and object
labels = torch.zeros(1, 4, 4, dtype=torch.uint8)   # the mask as read from its PNG file
labels[:, 1:3, 1:3] = 255                          # the object, drawn in white

# --8<-- [start:fix]
C = logits.shape[1]                  # outputs: labels must be 0 .. C-1
print(labels.unique().tolist(), C)   # the values your masks hold
values = [0, 255]                    # each class's pixel value, class 0 first
lut = torch.full((256,), -100)       # any other value: -100, ignored by the loss
lut[values] = torch.arange(len(values))
labels = lut[labels.long()]          # pixel values -> class indices
loss = F.cross_entropy(logits, labels)
# --8<-- [end:fix]
print("values in the mask:", labels.unique().tolist(), "| loss:", round(loss.item(), 4))
