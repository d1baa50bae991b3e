import torch

w = torch.ones(3, requires_grad=True)
try:
    w.mul_(0.5)
except RuntimeError as err:
    print("refused:", err)

with torch.no_grad():
    w.mul_(0.5)                       # allowed: not recorded
print("w:", w, "| is_leaf:", w.is_leaf, "| _version:", w._version)
