import torch

torch.manual_seed(0)
weights = torch.randn(3, 4, requires_grad=True)
features = weights * 2

with torch.no_grad():
    first_row = features[0]            # kept from a no_grad block: a snapshot for a log line, say

features.mul_(0.5)                     # the base is modified in place with recording on: allowed
print("first row mean before:", first_row.mean().item())  # boom: the next use of the old view
