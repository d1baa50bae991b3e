import torch
import torch.nn.functional as F

torch.manual_seed(0)
# Regression with 3 outputs per sample: a [B, D] = [4, 3] prediction
pred, target = torch.randn(4, 3), torch.randn(4, 3)
total = F.mse_loss(pred, target, reduction="sum")
print("mse mean        :", F.mse_loss(pred, target))
print("sum / (B*D = 12):", total / 12)
print("sum / (B = 4)   :", total / 4)

# Segmentation: logits [N, C, H, W] = [2, 5, 4, 4], one label per pixel
logits, labels = torch.randn(2, 5, 4, 4), torch.randint(0, 5, (2, 4, 4))
total = F.cross_entropy(logits, labels, reduction="sum")
print("cross_entropy mean  :", F.cross_entropy(logits, labels))
print("sum / (N*H*W = 32)  :", total / 32)
print("sum / (N = 2)       :", total / 2)
