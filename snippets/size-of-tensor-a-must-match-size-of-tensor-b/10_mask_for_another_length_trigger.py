import torch

torch.manual_seed(0)
PAD = 0
ids = torch.tensor([[5, 7, 9, 2, 0, 0],
                    [3, 8, 0, 0, 0, 0]])                 # this batch, padded to 6 tokens
mask = torch.ones(2, 1, 1, 8, dtype=torch.bool)          # a padding mask made for 8 tokens
scores = torch.randn(2, 4, 6, 6)                         # attention scores: [batch, heads, query, key]
scores = scores.masked_fill(~mask, float("-inf"))
