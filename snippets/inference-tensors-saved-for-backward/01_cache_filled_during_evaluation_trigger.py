import torch
from torch import nn


class ScaledByPosition(nn.Module):
    """Keeps a table it computes on first use, as rotary embeddings keep their cos/sin cache."""

    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(4))
        self.table = None

    def forward(self, x):
        if self.table is None:
            self.table = torch.arange(1.0, 5.0)    # made once, by whichever pass comes first
        return x * (self.weight * self.table)   # the product saves the table for the weight's gradient


model = ScaledByPosition()
x = torch.ones(2, 4)

with torch.inference_mode():          # an evaluation pass before training
    model(x)
print("table is an inference tensor:", model.table.is_inference())

loss = model(x).sum()  # boom: the training step uses the table made in inference mode
