import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
images = torch.randn(4, 3, 52, 52)
labels = torch.tensor([3, 8, 8, 0])

# --8<-- [start:fix]
net = nn.Sequential(
    nn.Conv2d(3, 6, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Flatten(),        # [N, 16, H, W] -> [N, 16*H*W]: dimension 0 stays the batch
    nn.LazyLinear(120),  # its input size is taken from the first batch
    nn.ReLU(), nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, 10),
)
net(images)              # a dry run sizes the lazy layer: do it before creating the optimizer
# --8<-- [end:fix]
optimizer = torch.optim.SGD(net.parameters(), lr=0.01)
loss = F.cross_entropy(net(images), labels)
loss.backward()
optimizer.step()
print("fc1 in_features:", net[7].in_features, " rows of logits:", net(images).shape[0])
