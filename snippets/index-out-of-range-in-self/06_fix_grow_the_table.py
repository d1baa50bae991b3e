import torch
from torch import nn

torch.manual_seed(0)
vocab = {"<pad>": 0, "<unk>": 1, "the": 2, "cat": 3, "sat": 4, "on": 5, "mat": 6}
embedding = nn.Embedding(len(vocab), 4)
trained = embedding.weight.detach().clone()
vocab["<user>"] = len(vocab)

# --8<-- [start:fix]
# Hugging Face models:
# model.resize_token_embeddings(len(tokenizer))
old, dim = embedding, embedding.embedding_dim
embedding = nn.Embedding(len(vocab), dim)
with torch.no_grad():  # copy the trained rows
    embedding.weight[:len(old.weight)] = old.weight
# --8<-- [end:fix]
ids = torch.tensor([[vocab["<user>"], vocab["the"], vocab["cat"], vocab["sat"]]])
print("rows:", embedding.num_embeddings, "| output:", tuple(embedding(ids).shape))
print("trained rows kept:", torch.equal(embedding.weight[:7], trained))
