import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))   # created where it is, not moved here

    def forward(self, x):
        return x * self.w


# --8<-- [start:fix]
model = Scale().to(torch.float64)   # on a GPU: Scale().to("cuda"); moves the parameters in place
# --8<-- [end:fix]
print("is_leaf:", model.w.is_leaf, "| registered parameters:", [n for n, _ in model.named_parameters()])
model(torch.ones(3, dtype=torch.float64)).sum().backward()
print(model.w.grad)
