import torch
from torch import nn

torch.manual_seed(0)
words = ["the", "cat", "sat", "on", "mat"]
vocab = {word: i + 1 for i, word in enumerate(words)}   # ids from 1: 0 is kept for padding
ids = torch.tensor([[vocab[word] for word in "the cat sat on the mat".split()],
                    [vocab["the"], vocab["cat"], 0, 0, 0, 0]])   # padded with 0

# --8<-- [start:fix]
num_embeddings = max(vocab.values()) + 1     # the largest id plus one (+1 for the padding row 0)
embedding = nn.Embedding(num_embeddings, 4, padding_idx=0)
# --8<-- [end:fix]
print("rows:", embedding.num_embeddings, "| largest id:", ids.max().item())
print("output:", tuple(embedding(ids).shape))
