import torch
from torch import nn

torch.manual_seed(0)
tokens = nn.Embedding(100, 4)
positions = nn.Embedding(8, 4)
ids = torch.randint(0, 100, (1, 10))

# --8<-- [start:fix]
max_positions = positions.num_embeddings  # a table numbered from 0
ids = ids[:, :max_positions]          # or split the text into windows of max_positions tokens
position_ids = torch.arange(ids.shape[1])
# --8<-- [end:fix]
hidden = tokens(ids) + positions(position_ids)
print("tokens kept:", ids.shape[1], "| hidden:", tuple(hidden.shape))
