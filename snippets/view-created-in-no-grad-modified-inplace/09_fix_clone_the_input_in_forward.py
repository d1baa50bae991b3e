import torch
from torch import nn


class Scatter(torch.autograd.Function):
    @staticmethod
    def forward(ctx, batch):
        return batch[:2]

    @staticmethod
    def backward(ctx, grad):
        return torch.cat([grad, grad.new_zeros(2, 3)])


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.fill = nn.Parameter(torch.zeros(3))

    def forward(self, x):
        mask = torch.tensor([1.0, 0.0, 1.0])
# --8<-- [start:fix]
        x = x.clone()                      # the copy is yours: writing into it is recorded
        for i in range(x.shape[0]):
            x[i] = x[i] * mask + self.fill * (1 - mask)
# --8<-- [end:fix]
        return x.sum()


torch.manual_seed(0)
model = Model()
model(Scatter.apply(torch.randn(4, 3))).backward()
print("fill.grad:", model.fill.grad)
