import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# import torch.nn.functional as F
# F.cross_entropy(torch.randn(4, 5), torch.tensor([0, 1, 2, 5]))
# --8<-- [end:fix]
print("fixed")
