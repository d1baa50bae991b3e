import torch

base = torch.zeros(2, 3)
row = base[0]                         # a view: same memory, same counter
alias = base.detach()                 # same memory, same counter
data = base.data                      # same memory, but a counter of its own
row.mul_(2)
print("after row.mul_(2):   base", base._version, " row", row._version, " alias", alias._version, " data", data._version)
alias.add_(1)
print("after alias.add_(1): base", base._version, " row", row._version, " alias", alias._version, " data", data._version)
data.add_(1)
print("after data.add_(1):  base", base._version, " row", row._version, " alias", alias._version, " data", data._version)
print("data wrote into base's memory:", base[0, 0].item())
copy = base.clone()                   # new memory, new counter
copy.add_(1)
print("after copy.add_(1):  base", base._version, " copy", copy._version)
