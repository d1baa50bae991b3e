import torch

torch.manual_seed(0)
weights = torch.randn(3, 4, requires_grad=True)
features = weights * 2                 # recorded: features is part of the graph

with torch.no_grad():
    first_row = features[0]            # a view of features, taken while nothing is recorded

first_row.mul_(0.5)  # boom: written in place after the block, with recording back on
