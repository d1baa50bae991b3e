import torch
from torch import nn

torch.manual_seed(0)
max_positions = 8                                  # like max_position_embeddings: 512 in BERT
tokens = nn.Embedding(100, 4)
positions = nn.Embedding(max_positions, 4)         # one row per position

ids = torch.randint(0, 100, (1, 10))               # a text of 10 tokens
position_ids = torch.arange(ids.shape[1])          # 0, 1, ..., 9
hidden = tokens(ids) + positions(position_ids)  # boom
