import torch

torch.manual_seed(0)
weights = torch.randn(3, 4, requires_grad=True)
features = weights * 2

# --8<-- [start:fix]
with torch.no_grad():
    first_row = features[0].clone()    # a copy: later writes into features leave it alone
# --8<-- [end:fix]
features.mul_(0.5)
print("first row mean before:", round(first_row.mean().item(), 4))
print("first row mean after: ", round(features[0].mean().item(), 4))
