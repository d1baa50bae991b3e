import numpy as np
import torch
from torch import nn

device = "meta"  # stands in for "cuda": this site is built without a GPU (on one, the message says cuda:0)
torch.manual_seed(0)
model = nn.Linear(3, 2).to(device)
batches = [(torch.randn(4, 3), torch.randint(0, 2, (4,))) for _ in range(3)]

model.eval()
all_preds = []
with torch.no_grad():
    for x, y in batches:
        logits = model(x.to(device))
        all_preds.append(logits.argmax(dim=1))   # predicted classes, still on the device
print(len(all_preds), "batches of predictions on:", all_preds[0].device)
y_pred = np.concatenate(all_preds)  # boom: NumPy converts each tensor (so do scikit-learn and matplotlib)
