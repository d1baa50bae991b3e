import torch
from torch import nn

torch.manual_seed(0)


class MLP(nn.Module):
    """A classifier written for MNIST: 28 x 28 = 784 pixels per image."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = x.view(-1, 784)  # flatten, sized by hand for 28x28 grayscale images
        return self.fc2(torch.relu(self.fc1(x)))


model = MLP()
cifar_batch = torch.rand(64, 3, 32, 32)  # CIFAR-10 images: 3 x 32 x 32 = 3072 numbers each
scores = model(cifar_batch)
