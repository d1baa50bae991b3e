import torch

x = torch.zeros(3)
print("created        ", x._version)
x.add_(1)
print("x.add_(1)      ", x._version)
x += 1
print("x += 1         ", x._version)
x[0] = 5.0
print("x[0] = 5.0     ", x._version)
y = x * 2
print("y = x * 2      ", x._version, "(y is new:", y._version, end=")\n")
x = x + 1
print("x = x + 1      ", x._version, "(a new tensor named x)")
