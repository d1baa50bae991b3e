import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
print("weight before:", model.weight.detach().numpy().round(4))

# --8<-- [start:fix]
w = model.weight.detach().cpu().numpy().copy()   # an array of its own: write into it freely
w -= w.min()
w /= w.max()
# --8<-- [end:fix]

print("weight after: ", model.weight.detach().numpy().round(4))
print("heatmap:      ", w.round(4))
print("shares memory with .copy():", np.shares_memory(w, model.weight.detach().numpy()),
      "| with .clone() first:", np.shares_memory(model.weight.detach().clone().numpy(), model.weight.detach().numpy()))
