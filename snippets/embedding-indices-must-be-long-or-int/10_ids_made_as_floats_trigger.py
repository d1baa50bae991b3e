import torch
from torch import nn

torch.manual_seed(0)
embedding = nn.Embedding(1000, 16)
token_ids = [[12, 7, 431, 2], [5, 9, 0, 0]]   # what a tokenizer returns: Python integers

ids = torch.Tensor(token_ids)   # capital T: default dtype, float32, for any numbers
print(ids.dtype)
vectors = embedding(ids)  # boom
