import torch
from torch import nn

torch.manual_seed(0)
words = ["the", "cat", "sat", "on", "mat"]
vocab = {word: i + 1 for i, word in enumerate(words)}   # ids from 1: 0 is kept for padding
embedding = nn.Embedding(len(vocab), 4)                  # one row per word: rows 0 to 4
print("ids:", min(vocab.values()), "to", max(vocab.values()), "| rows:", embedding.num_embeddings)

ids = torch.tensor([vocab[word] for word in "the cat sat on the mat".split()])
vectors = embedding(ids)  # boom
