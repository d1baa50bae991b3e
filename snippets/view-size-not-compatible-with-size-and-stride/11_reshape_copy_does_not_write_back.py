import torch

x = torch.zeros(3, 4)
x.view(-1)[0] = 1.0                # a view: the write lands in x
print("after writing through x.view(-1):", x[0, 0].item())

t = x.t()
flat = t.reshape(-1)               # no view exists, so this is a copy
flat[1] = 5.0                      # t.reshape(-1)[1] is t[0, 1], which is x[1, 0]
print("after writing through t.reshape(-1):", x[1, 0].item())
