import torch
import torch.nn.functional as F

torch.manual_seed(0)
depth = torch.rand(2, 4, 4)   # the ground truth as loaded: [N, H, W]
pred = depth.unsqueeze(1)     # a PERFECT depth map per image, as the model outputs it: [N, 1, H, W]

loss = F.l1_loss(pred, depth)
print(pred.shape, "and", depth.shape, "broadcast to", torch.broadcast_shapes(pred.shape, depth.shape))
print(f"loss of a perfect prediction: {loss.item():.4f}")
