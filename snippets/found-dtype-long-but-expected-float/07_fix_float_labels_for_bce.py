import torch
from torch import nn

torch.manual_seed(0)
discriminator = nn.Sequential(nn.Linear(8, 1), nn.Sigmoid())
images = torch.randn(4, 8)
criterion = nn.BCELoss()

# --8<-- [start:fix]
# a float fill value makes float32 labels
labels = torch.full((4,), 1.0)
loss = criterion(discriminator(images).view(-1), labels)
# --8<-- [end:fix]
loss.backward()
print("labels:", labels.dtype, "  loss =", round(loss.item(), 4))

# Integer labels that come from a dataset: convert them where they are loaded, or here, with .float().
dataset_labels = torch.tensor([0, 1, 1, 0])
print("BCEWithLogitsLoss:", round(nn.BCEWithLogitsLoss()(torch.randn(4), dataset_labels.float()).item(), 4))
