import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        # On a GPU: nn.Parameter(torch.ones(3)).cuda(); here a change of dtype plays that part.
        self.w = nn.Parameter(torch.ones(3)).to(torch.float64)

    def forward(self, x):
        return x * self.w


model = Scale()
print("is_leaf:", model.w.is_leaf, "| registered parameters:", [n for n, _ in model.named_parameters()])
model(torch.ones(3, dtype=torch.float64)).sum().backward()
print(model.w.grad)  # warns: w is a computed copy, and no optimizer sees it either
