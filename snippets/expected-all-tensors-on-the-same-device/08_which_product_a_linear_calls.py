import torch
from torch import nn

# Which matrix product an nn.Linear runs (the node autograd records for it), and the names of that
# product's arguments: the names the argument wording of the message uses ("but got mat1 is on ...").
torch.manual_seed(0)
x = torch.randn(8, 3)
for layer in (nn.Linear(3, 1), nn.Linear(3, 1, bias=False)):
    print(f"nn.Linear(bias={layer.bias is not None}) runs:", type(layer(x).grad_fn).__name__)
print(torch.ops.aten.addmm.default._schema)
print(torch.ops.aten.mm.default._schema)
