import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(2, 3)
print("weight before:", model.weight.detach().numpy().round(4))
print("output before:", model(x).detach().numpy().ravel().round(4))

# Scale the weights to [0, 1] for a heatmap, in place:
w = model.weight.detach().numpy()
w -= w.min()
w /= w.max()

print("weight after: ", model.weight.detach().numpy().round(4))
print("output after: ", model(x).detach().numpy().ravel().round(4))
print("numpy(force=True) shares the memory too:", np.shares_memory(model.weight.numpy(force=True), w))
