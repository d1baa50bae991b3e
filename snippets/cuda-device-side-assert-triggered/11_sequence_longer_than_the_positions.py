import torch
from torch import nn

torch.manual_seed(0)
max_position_embeddings = 512  # a BERT-like model: one position vector for each of 512 positions
positions = nn.Embedding(max_position_embeddings, 16)
token_ids = torch.randint(0, 1000, (1, 600))  # a text of 600 tokens, not truncated

position_ids = torch.arange(token_ids.shape[1]).unsqueeze(0)  # 0 ... 599
vectors = positions(position_ids)  # on the CPU; on the GPU, the device-side assert
