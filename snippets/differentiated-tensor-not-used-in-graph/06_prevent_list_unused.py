import torch
from torch import nn


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 3)
        self.aux_head = nn.Linear(3, 1)
        self.head = nn.Linear(3, 2)

    def forward(self, x):
        return self.head(self.body(x).relu())


torch.manual_seed(0)
model = TwoHeads()
loss = model(torch.randn(5, 4)).pow(2).mean()

# --8<-- [start:check]
names, params = zip(*model.named_parameters())
grads = torch.autograd.grad(loss, params, retain_graph=True, allow_unused=True)
unused = [name for name, g in zip(names, grads) if g is None]
print("not used by this loss:", unused)
# --8<-- [end:check]
