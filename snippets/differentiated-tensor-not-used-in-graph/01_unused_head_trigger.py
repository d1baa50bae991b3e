import torch
from torch import nn


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 3)
        self.aux_head = nn.Linear(3, 1)   # used by another loss, not by this one
        self.head = nn.Linear(3, 2)

    def forward(self, x):
        return self.head(self.body(x).relu())


torch.manual_seed(0)
model = TwoHeads()
loss = model(torch.randn(5, 4)).pow(2).mean()

# A meta-learning inner step: the gradient of the loss with respect to every parameter.
grads = torch.autograd.grad(loss, list(model.parameters()), create_graph=True)  # boom
