import torch
from torch import nn


# --8<-- [start:fix]
class ScaledByPosition(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(4))
        self.table = None

    def forward(self, x):
        stale = self.table is not None and self.table.is_inference() and not torch.is_inference_mode_enabled()
        if self.table is None or stale:   # made in inference mode: make it again for training
            self.table = torch.arange(1.0, 5.0)
        return x * (self.weight * self.table)
# --8<-- [end:fix]


model = ScaledByPosition()
x = torch.ones(2, 4)
with torch.inference_mode():
    model(x)
loss = model(x).sum()
loss.backward()
print(model.weight.grad)
