import torch
from torch import nn

# --8<-- [start:helper]
def to_numpy(t: torch.Tensor):
    """A tensor as a NumPy array for logging or plotting: out of the graph, on the CPU."""
    return t.detach().cpu().numpy()
# --8<-- [end:helper]

torch.manual_seed(0)
model = nn.Linear(3, 1)
print(to_numpy(model(torch.randn(2, 3))).round(4))
print(to_numpy(model.weight).round(4))
