import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
features = torch.randn(9, 8)
labels = torch.randint(3, (9, 1))
head = torch.nn.Linear(8, 3)
loader = DataLoader(TensorDataset(features, labels), batch_size=4)

for x, y in loader:
# --8<-- [start:fix]
    y = y.squeeze(1)  # only the dimension you mean: [n, 1] -> [n], for n = 1 too
# --8<-- [end:fix]
    print("logits:", tuple(head(x).shape), " labels:", tuple(y.shape))
    loss = F.cross_entropy(head(x), y)
