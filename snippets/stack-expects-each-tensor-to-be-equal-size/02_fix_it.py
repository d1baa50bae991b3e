import torch
from torch import nn

# The trigger's code, corrected: replace the lines between the markers with the fix a
# reader pastes, and print what shows that it works.
# --8<-- [start:fix]
# from torch.utils.data import DataLoader
# next(iter(DataLoader([torch.zeros(3), torch.zeros(4)], batch_size=2)))
# --8<-- [end:fix]
print("fixed")
