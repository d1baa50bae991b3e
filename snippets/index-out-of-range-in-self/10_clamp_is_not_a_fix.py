import torch
from torch import nn

torch.manual_seed(0)
vocab = {"<pad>": 0, "<unk>": 1, "the": 2, "cat": 3, "sat": 4, "on": 5, "mat": 6}
embedding = nn.Embedding(len(vocab), 4)
vocab["<user>"] = len(vocab)
vocab["<bot>"] = len(vocab)

ids = torch.tensor([vocab["<user>"], vocab["<bot>"], vocab["mat"]])
clamped = ids.clamp(max=embedding.num_embeddings - 1)     # the popular answer
print("ids:", ids.tolist(), "-> clamped:", clamped.tolist())
vectors = embedding(clamped)
print("<user>, <bot> and 'mat' get the same vector:",
      torch.equal(vectors[0], vectors[2]) and torch.equal(vectors[1], vectors[2]))
