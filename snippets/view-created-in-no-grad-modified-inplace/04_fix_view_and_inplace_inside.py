import torch

torch.manual_seed(0)
weights = torch.randn(3, 4, requires_grad=True)
features = weights * 2

# --8<-- [start:fix]
with torch.no_grad():
    first_row = features[0]
    first_row.mul_(0.5)                # view and write both unrecorded: gradients ignore the write
# --8<-- [end:fix]
features.sum().backward()
print(weights.grad)
