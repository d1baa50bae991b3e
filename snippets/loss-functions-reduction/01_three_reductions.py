import torch
import torch.nn.functional as F

pred = torch.tensor([2.0, 5.0, 9.0, 4.0])
target = torch.tensor([1.0, 5.0, 7.0, 7.0])

for reduction in ("none", "sum", "mean"):
    print(f"reduction={reduction!r:7}", F.mse_loss(pred, target, reduction=reduction))
