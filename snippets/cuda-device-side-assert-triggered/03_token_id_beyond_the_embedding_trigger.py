import torch
from torch import nn

device = "cuda"
embedding = nn.Embedding(num_embeddings=1000, embedding_dim=16).to(device)  # ids 0 to 999
token_ids = torch.tensor([[5, 17, 1000, 42]], device=device)  # 1000: a token added to the vocabulary

vectors = embedding(token_ids)
print(vectors.sum().item())
