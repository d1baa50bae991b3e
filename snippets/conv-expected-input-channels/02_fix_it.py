import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# nn.Conv2d(3, 8, 3)(torch.randn(1, 1, 8, 8))
# --8<-- [end:fix]
print("fixed")
