import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
batch_size, num_classes = 32, 10
test_set = TensorDataset(torch.randn(100, 3, 8, 8), torch.randint(0, num_classes, (100,)))
model = nn.Sequential(nn.Conv2d(3, num_classes, 3), nn.AdaptiveAvgPool2d(1)).eval()


def predict(images):
    return model(images).view(batch_size, num_classes)   # the hard-coded batch size, kept


# --8<-- [start:not_a_fix]
loader = DataLoader(test_set, batch_size=batch_size, drop_last=True)   # silences the error...
# --8<-- [end:not_a_fix]
evaluated = 0
with torch.no_grad():
    for images, labels in loader:
        evaluated += predict(images).size(0)
print(f"test images evaluated: {evaluated} of {len(test_set)}")     # ...by skipping the last 4

one_image = test_set[0][0].unsqueeze(0)
with torch.no_grad():
    predict(one_image)                                      # and a single image still fails
