import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)]  # a plain Python list

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


model = Net()
print("parameters the model registered:", len(list(model.parameters())))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # boom
