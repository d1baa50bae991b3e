import warnings

import torch
import torch.nn.functional as F

pred = torch.tensor([[1.0], [2.0], [3.0], [4.0]], requires_grad=True)  # [4, 1]
y = torch.tensor([1.0, 2.0, 3.0, 4.0])                                 # [4]: every prediction is exact

warnings.simplefilter("ignore")                   # the warning was shown by the trigger above
pairs = F.mse_loss(pred, y, reduction="none")     # what the loss averages
print("errors averaged:", pairs.shape)
print(pairs)
wrong = F.mse_loss(pred, y)                       # [4, 1] against [4]
right = F.mse_loss(pred, y.view_as(pred))         # [4, 1] against [4, 1]
print(f"loss with the shapes as they are: {wrong.item():.4f}")
print(f"loss with equal shapes:           {right.item():.4f}")

(g_wrong,) = torch.autograd.grad(wrong, pred)
(g_right,) = torch.autograd.grad(right, pred)
print("gradient with the shapes as they are:", g_wrong.flatten().tolist())
print("gradient with equal shapes:          ", g_right.flatten().tolist())
# Each prediction is pulled towards the mean of ALL the targets, not towards its own:
(g_mean,) = torch.autograd.grad(F.mse_loss(pred, torch.full_like(pred, y.mean().item())), pred)
print(f"the same as pulling every prediction towards the batch mean {y.mean().item()}:", torch.allclose(g_wrong, g_mean))
