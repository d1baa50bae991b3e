import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
batch_size, num_classes = 32, 10
data = TensorDataset(torch.randn(100, 3, 8, 8), torch.randint(0, num_classes, (100,)))
loader = DataLoader(data, batch_size=batch_size)
model = nn.Sequential(nn.Conv2d(3, num_classes, 3), nn.AdaptiveAvgPool2d(1))

seen = []
# --8<-- [start:fix]
for images, labels in loader:
    n = images.size(0)                       # 32, and 4 for the last batch
    scores = model(images).view(n, num_classes)
# --8<-- [end:fix]
    seen.append(n)
print("batches:", seen, "images scored:", sum(seen))
print("scores of the last batch:", tuple(scores.shape))
