import torch
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(1, 1, kernel_size=2, bias=False)
kernel = torch.tensor([[1.0, 2.0], [3.0, 4.0]])   # values from elsewhere: a checkpoint, a paper, a test

# --8<-- [start:fix]
with torch.no_grad():                 # setting values is not a step of the model: do not record it
    conv.weight[0, 0] = kernel        # the same for .copy_(...), weight[:, k] += ..., .fill_(...)
# --8<-- [end:fix]
print(conv.weight)
print("still a leaf:", conv.weight.is_leaf)
