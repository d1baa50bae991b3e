import numpy as np
import torch
from torch import nn

device = "cuda" if torch.cuda.is_available() else "cpu"   # the CPU here: .cpu() then copies nothing
torch.manual_seed(0)
x = torch.randn(256, 2)
y = (x[:, 0] + x[:, 1] > 0).long()    # two classes a linear model can separate
batches = list(zip(x.split(32), y.split(32)))
model = nn.Linear(2, 2).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)

for epoch in range(3):
    model.train()
    for xb, yb in batches:
        loss = nn.functional.cross_entropy(model(xb.to(device)), yb.to(device))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

    model.eval()
    all_preds, all_labels = [], []
    with torch.no_grad():
        for xb, yb in batches:
            all_preds.append(model(xb.to(device)).argmax(dim=1))
            all_labels.append(yb)
# --8<-- [start:fix]
    # Join the batches in torch, then copy once to the CPU, before any NumPy,
    # scikit-learn or matplotlib call (only for values you look at: a loss
    # you train on stays in torch):
    y_pred = torch.cat(all_preds).cpu().numpy()
    y_true = torch.cat(all_labels).cpu().numpy()
    accuracy = np.mean(y_pred == y_true)  # or sklearn.metrics.accuracy_score(y_true, y_pred)
# --8<-- [end:fix]
    print(f"epoch {epoch}: accuracy {accuracy:.3f} on {y_pred.shape[0]} samples ({type(y_pred).__name__})")
