import torch
from torch import nn

# --8<-- [start:fix]
w = torch.zeros(3)
w[0] = 1.0                            # fill in the values first...
w.requires_grad_()                    # ...then ask autograd to track the tensor

b = torch.empty(3, requires_grad=True)
nn.init.constant_(b, 0.5)             # nn.init functions write under torch.no_grad()
# --8<-- [end:fix]
print(w, w.is_leaf)
print(b, b.is_leaf)
