import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(2, 4, 8, 8)         # a segmentation output: [B, C, H, W], 4 classes
masks = torch.randint(0, 4, (2, 8, 8))   # one class index per pixel: [B, H, W]
probs = logits.softmax(dim=1)

try:
    probs * F.one_hot(masks, num_classes=4)  # one_hot puts the classes last: [B, H, W, C]
except RuntimeError as error:
    print("one_hot alone:", error)

# --8<-- [start:fix]
target = F.one_hot(masks, num_classes=4).permute(0, 3, 1, 2).float()  # [B, H, W, C] -> [B, C, H, W]
inter = (probs * target).sum(dim=(0, 2, 3))
dice = 2 * inter / (probs.sum(dim=(0, 2, 3)) + target.sum(dim=(0, 2, 3)))  # one per class
loss = 1 - dice.mean()
# --8<-- [end:fix]
print("target:", tuple(target.shape), " dice:", tuple(dice.shape), f" loss: {loss.item():.4f}")
