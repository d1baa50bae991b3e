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
used = [p for name, p in model.named_parameters() if not name.startswith("aux_head.")]
grads = torch.autograd.grad(loss, used, create_graph=True)
# --8<-- [end:fix]
print(len(used), "parameters,", len(grads), "gradients")
