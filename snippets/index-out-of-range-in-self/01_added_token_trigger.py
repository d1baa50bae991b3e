import torch
from torch import nn

torch.manual_seed(0)
vocab = {"<pad>": 0, "<unk>": 1, "the": 2, "cat": 3, "sat": 4, "on": 5, "mat": 6}
embedding = nn.Embedding(len(vocab), 4)   # the model's table: one row per token of the vocabulary

vocab["<user>"] = len(vocab)              # a special token added to the tokenizer afterwards
ids = torch.tensor([[vocab["<user>"], vocab["the"], vocab["cat"], vocab["sat"]]])
vectors = embedding(ids)  # boom
