import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 784)  # a batch of four flattened 28x28 images


def message(model):
    try:
        model(x)
    except RuntimeError as error:
        return str(error)


# Two hidden layers that do not chain: the first gives 128 features, the second takes 64.
print("nn.Linear(784, 128), nn.Linear(64, 10):", message(nn.Sequential(nn.Linear(784, 128), nn.ReLU(), nn.Linear(64, 10))))
# The two arguments swapped: nn.Linear(in_features, out_features), in that order.
print("nn.Linear(10, 784):                    ", message(nn.Linear(10, 784)))
