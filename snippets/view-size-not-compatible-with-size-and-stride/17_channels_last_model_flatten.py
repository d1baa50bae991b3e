import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(3, 16, 5), nn.ReLU(), nn.MaxPool2d(2))
# The channels-last recipe for faster convolutions: the model and the batch both converted
features = features.to(memory_format=torch.channels_last)
images = torch.rand(4, 3, 32, 32).to(memory_format=torch.channels_last)

x = features(images)
print("feature map:", tuple(x.shape), "stride:", x.stride(), "contiguous:", x.is_contiguous())
try:
    x.view(x.size(0), -1)  # the flatten before the Linear
except RuntimeError as error:
    print("x.view(x.size(0), -1):", error)
print("torch.flatten(x, 1):", tuple(torch.flatten(x, 1).shape))
