import torch
from torch import nn

torch.manual_seed(0)
projection = nn.Linear(4, 6)
x = torch.randn(2, 4)

# --8<-- [start:fix]
query, key = projection(x).chunk(2, dim=1)
query = query * 0.5                        # a new tensor; the view stays as it was
# --8<-- [end:fix]
(query * key).sum().backward()
print(projection.weight.grad.shape)
