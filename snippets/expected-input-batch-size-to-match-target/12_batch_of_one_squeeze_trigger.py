import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
features = torch.randn(9, 8)
labels = torch.randint(3, (9, 1))          # the labels come as a column: [9, 1]
head = torch.nn.Linear(8, 3)
loader = DataLoader(TensorDataset(features, labels), batch_size=4)  # batches of 4, 4 and 1

for x, y in loader:
    y = y.squeeze()                        # [4, 1] -> [4], but [1, 1] -> [] (the batch dimension goes too)
    print("logits:", tuple(head(x).shape), " labels:", tuple(y.shape))
    loss = F.cross_entropy(head(x), y)
