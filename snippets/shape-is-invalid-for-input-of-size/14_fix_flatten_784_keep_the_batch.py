import torch
from torch import nn

torch.manual_seed(0)


# --8<-- [start:fix]
class MLP(nn.Module):
    def __init__(self, in_features=3 * 32 * 32):  # 3072 for CIFAR-10, 784 for MNIST
        super().__init__()
        self.fc1 = nn.Linear(in_features, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = torch.flatten(x, 1)  # or x.view(x.size(0), -1): keeps dim 0, the batch
        return self.fc2(torch.relu(self.fc1(x)))
# --8<-- [end:fix]


for n in (64, 49):
    print(f"{n} CIFAR images -> scores {tuple(MLP()(torch.rand(n, 3, 32, 32)).shape)}")

mnist_model = MLP(in_features=784)  # a model still sized for MNIST now names both widths
try:
    mnist_model(torch.rand(64, 3, 32, 32))
except RuntimeError as error:
    print("784-wide fc1 on CIFAR:", error)
