import warnings

import torch
import torch.nn.functional as F

warnings.simplefilter("always")
torch.manual_seed(0)
pred = torch.randn(64, 1)   # one output per sample, as nn.Linear(..., 1) returns it
y = torch.randn(64)         # the targets

with warnings.catch_warnings(record=True) as caught:
    wrong = F.mse_loss(pred, y)          # [64, 1] against [64]: broadcast to [64, 64]
print("warning:", str(caught[0].message).split(". This")[0])
print(f"loss over [64, 1] and [64]: {wrong.item():.4f}")
print(f"loss over [64] and [64]:    {F.mse_loss(pred.squeeze(1), y).item():.4f}")
