import torch
from torch import nn

torch.manual_seed(0)
vocab = {"<pad>": 0, "<unk>": 1}
for word in "the cat sat on the mat".split():        # the vocabulary is built on the training text
    vocab.setdefault(word, len(vocab))
embedding = nn.Embedding(len(vocab), 4)

test_sentence = "the dog sat on the rug"                # "dog" and "rug" never appear in training
# --8<-- [start:fix]
unk = vocab["<unk>"]
ids = torch.tensor([vocab.get(word, unk) for word in test_sentence.split()])  # never a new id
# --8<-- [end:fix]
print("ids:", ids.tolist(), "| rows:", embedding.num_embeddings)
print("output:", tuple(embedding(ids).shape))
