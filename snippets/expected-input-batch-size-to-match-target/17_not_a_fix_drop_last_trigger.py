import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
features = torch.randn(10, 8)
labels = F.one_hot(torch.randint(3, (10,)), num_classes=3)   # multi-hot or one-hot rows: [10, 3]
head = torch.nn.Linear(8, 3)
loader = DataLoader(TensorDataset(features, labels), batch_size=5, drop_last=True)  # the suggested "fix"

for x, y in loader:
    print("a full batch of", x.shape[0])
    loss = F.cross_entropy(head(x), y.view(-1))
