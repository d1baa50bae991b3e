import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# nn.Linear(10, 5)(torch.randn(4, 20))
# --8<-- [end:fix]
print("fixed")
