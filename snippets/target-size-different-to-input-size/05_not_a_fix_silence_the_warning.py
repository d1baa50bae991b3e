import warnings

import torch
import torch.nn.functional as F

pred = torch.tensor([[1.0], [2.0], [3.0], [4.0]])  # [4, 1], every prediction exact
y = torch.tensor([1.0, 2.0, 3.0, 4.0])             # [4]

warnings.filterwarnings("ignore", message="Using a target size")  # the popular answer
loss = F.mse_loss(pred, y)
print(f"no warning, and the loss of 4 exact predictions is {loss.item():.4f}")
