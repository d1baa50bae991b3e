import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
BATCH_SIZE = 32
loader = DataLoader(TensorDataset(torch.randn(100, 8)), batch_size=BATCH_SIZE)
D = nn.Linear(8, 1)

sizes = []
# --8<-- [start:fix]
for (x,) in loader:
    score = D(x).squeeze(1)          # [32], and [4] for the last batch
    real = torch.ones_like(score)    # sized from this batch, not from BATCH_SIZE
    loss = ((score - real) ** 2).mean()
# --8<-- [end:fix]
    sizes.append(x.shape[0])
print("batches of", sizes, "- every sample used")

dropping = DataLoader(loader.dataset, batch_size=BATCH_SIZE, drop_last=True)
kept = [x.shape[0] for (x,) in dropping]
print("drop_last=True: batches of", kept, "-", len(loader.dataset) - sum(kept), "samples never seen")
