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

# --8<-- [start:fix]
params = list(model.parameters())
grads = torch.autograd.grad(loss, params, create_graph=True, allow_unused=True)
# Unused parameters get None; replace it by zeros before an update that expects a tensor:
grads = [torch.zeros_like(p) if g is None else g for p, g in zip(params, grads)]
# --8<-- [end:fix]
print([tuple(g.shape) for g in grads])
print("aux_head.weight gradient is all zeros:", bool((grads[2] == 0).all()))
