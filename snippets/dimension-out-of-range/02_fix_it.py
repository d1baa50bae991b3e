import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# torch.softmax(torch.randn(3), dim=1)
# --8<-- [end:fix]
print("fixed")
