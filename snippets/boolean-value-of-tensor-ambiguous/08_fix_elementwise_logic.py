import torch

x = torch.tensor([-1.0, 0.5, 2.0])

# --8<-- [start:fix]
inside = (x > 0) & (x < 1)          # element-wise "and"; `|` is "or", `~` is "not"
# --8<-- [end:fix]
print(inside)
print(x[inside])
