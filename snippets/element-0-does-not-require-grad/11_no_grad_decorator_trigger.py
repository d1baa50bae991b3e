import torch
from torch import nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(3, 1)

    @torch.no_grad()  # meant for inference, but it applies to every call, training included
    def forward(self, x):
        return self.linear(x)


torch.manual_seed(0)
model = Model()
x, y = torch.randn(8, 3), torch.randn(8, 1)
loss = nn.functional.mse_loss(model(x), y)
loss.backward()  # boom
