import torch

torch.manual_seed(0)
weights = torch.randn(3, 4, requires_grad=True)
features = weights * 2

# --8<-- [start:fix]
first_row = features[0]                # the view is taken with recording on...
first_row.mul_(0.5)                    # ...so autograd records the in-place write too
# --8<-- [end:fix]
features.sum().backward()
print(weights.grad)
