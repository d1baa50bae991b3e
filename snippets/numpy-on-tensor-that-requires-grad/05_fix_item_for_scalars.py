import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)

# --8<-- [start:fix]
losses = []
for step in range(3):
    x, y = torch.randn(4, 3), torch.randn(4, 1)
    loss = nn.functional.mse_loss(model(x), y)
    losses.append(loss.item())        # a Python float: no graph kept alive, nothing to detach
mean_loss = np.mean(losses)
preds = model(x).detach().cpu().numpy()  # an array (predictions, weights): detach, as .item() takes one number
# --8<-- [end:fix]
print(type(losses[0]).__name__)
print(f"mean loss: {mean_loss:.4f}")
print("predictions:", preds.shape)
try:
    model(x).item()
except RuntimeError as e:
    print(".item() on the predictions:", e)
