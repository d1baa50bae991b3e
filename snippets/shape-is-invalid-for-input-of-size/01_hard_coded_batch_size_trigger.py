import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
batch_size, num_classes = 32, 10
data = TensorDataset(torch.randn(100, 3, 8, 8), torch.randint(0, num_classes, (100,)))
loader = DataLoader(data, batch_size=batch_size)          # 100 images: 32 + 32 + 32 + 4
model = nn.Sequential(nn.Conv2d(3, num_classes, 3), nn.AdaptiveAvgPool2d(1))  # scores: (N, 10, 1, 1)

for images, labels in loader:
    print("batch of", images.size(0))
    scores = model(images).view(batch_size, num_classes)  # the batch size from the config
