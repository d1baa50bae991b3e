import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# torch.bmm(torch.randn(2, 3, 4), torch.randn(2, 4, 5, dtype=torch.float64))
# --8<-- [end:fix]
print("fixed")
