import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# import torch.nn.functional as F
# F.huber_loss(torch.randn(4, requires_grad=True), torch.tensor([0, 1, 1, 0])).backward()
# --8<-- [end:fix]
print("fixed")
