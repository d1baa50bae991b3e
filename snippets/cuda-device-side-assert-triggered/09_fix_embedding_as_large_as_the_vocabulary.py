import torch
from torch import nn

torch.manual_seed(0)
vocabulary = {f"word{i}": i for i in range(1000)}
vocabulary["<new-token>"] = len(vocabulary)  # a token added after the model was made: id 1000
token_ids = torch.tensor([[5, 17, vocabulary["<new-token>"], 42]])
embedding = nn.Embedding(num_embeddings=1000, embedding_dim=16)

# --8<-- [start:fix]
if token_ids.max() >= embedding.num_embeddings:  # grow the table, keep the trained rows
    bigger = nn.Embedding(len(vocabulary), embedding.embedding_dim)
    with torch.no_grad():
        bigger.weight[: embedding.num_embeddings] = embedding.weight
    embedding = bigger
# With 🤗 transformers: model.resize_token_embeddings(len(tokenizer))
# --8<-- [end:fix]

print("rows:", embedding.num_embeddings, "largest id:", token_ids.max().item())
print("vectors:", tuple(embedding(token_ids).shape))
