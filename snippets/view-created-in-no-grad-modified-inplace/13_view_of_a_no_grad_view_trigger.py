import torch

torch.manual_seed(0)
weights = torch.randn(3, 4, requires_grad=True)
features = weights * 2

with torch.no_grad():
    first_row = features[0]            # a view made under no_grad

first_two = first_row[:2]              # a view of that view, cut with recording on
first_two.mul_(0.5)  # boom
