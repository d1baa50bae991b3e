import torch
from torch import nn

torch.manual_seed(0)
embedding = nn.Embedding(7, 4)
ids = torch.tensor([[7, 2, 3, 4],
                    [2, 3, 4, 0]])

rows = embedding.num_embeddings
print(f"rows in the table: {rows}, so valid ids are 0 to {rows - 1}")
print("ids.min():", ids.min().item(), "| ids.max():", ids.max().item())
bad = (ids < 0) | (ids >= rows)
print("offending ids:", ids[bad].tolist(), "at [row, position]:", bad.nonzero().tolist())
