import torch
import torch.nn.functional as F

torch.manual_seed(0)
depth = torch.rand(2, 4, 4)   # [N, H, W]
pred = depth.unsqueeze(1)     # a perfect prediction, [N, 1, H, W]

# --8<-- [start:fix]
depth = depth.unsqueeze(1)     # [N, H, W] -> [N, 1, H, W], the prediction's shape
loss = F.l1_loss(pred, depth)  # pixel against the same pixel of the same image
# --8<-- [end:fix]
print(pred.shape, depth.shape)
print(f"loss of a perfect prediction: {loss.item():.4f}")
