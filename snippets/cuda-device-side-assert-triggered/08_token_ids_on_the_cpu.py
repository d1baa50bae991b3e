import torch
from torch import nn

embedding = nn.Embedding(num_embeddings=1000, embedding_dim=16)  # the same lookup on the CPU
token_ids = torch.tensor([[5, 17, 1000, 42]])

vectors = embedding(token_ids)
