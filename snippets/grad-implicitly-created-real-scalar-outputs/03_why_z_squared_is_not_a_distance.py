import torch

z = torch.tensor([3 + 4j, 1 + 0j, 0 + 2j])   # three complex errors
print("z ** 2   :", z ** 2)
print("|z| ** 2 :", z.abs() ** 2)
print("mean of z ** 2   :", (z ** 2).mean())
print("mean of |z| ** 2 :", (z.abs() ** 2).mean())
