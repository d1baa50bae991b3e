import torch

torch.manual_seed(0)
PAD = 0
ids = torch.tensor([[5, 7, 9, 2, 0, 0],
                    [3, 8, 0, 0, 0, 0]])
scores = torch.randn(2, 4, 6, 6)

# --8<-- [start:fix]
mask = (ids != PAD)[:, None, None, :]            # [batch, 1, 1, key]: from the ids of THIS batch
scores = scores.masked_fill(~mask, float("-inf"))
# --8<-- [end:fix]
print(mask.shape, "->", scores.shape)
