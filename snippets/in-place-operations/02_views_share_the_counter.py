import torch

base = torch.zeros(2, 3)
row = base[0]                         # a view: same memory as base
alias = base.detach()                 # also the same memory
row.mul_(2)
print("after row.mul_(2):   base", base._version, " row", row._version, " alias", alias._version)
alias.add_(1)
print("after alias.add_(1): base", base._version, " row", row._version, " alias", alias._version)
copy = base.clone()                   # new memory, new counter
copy.add_(1)
print("after copy.add_(1):  base", base._version, " copy", copy._version)
