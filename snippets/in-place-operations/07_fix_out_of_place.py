import torch

x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
s = torch.sigmoid(x)                  # sigmoid saves its output s to compute its gradient
s.mul_(2)                             # in place: the saved s is now at version 1
try:
    s.sum().backward()
except RuntimeError as err:
    print("in place:    ", str(err).split(" Hint:")[0])

# --8<-- [start:fix]
s = torch.sigmoid(x)                  # sigmoid saves s
s = s * 2                             # out of place: a new tensor; the saved s is untouched
s.sum().backward()
# --8<-- [end:fix]
print("out of place: x.grad =", x.grad)
