import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
embedding = nn.Embedding(20, 3)
sentences = [[3, 7, 12], [5, 9]]

# --8<-- [start:fix]
padded = np.zeros((2, 3), dtype=np.int64)       # np.zeros alone is float64
for row, sentence in enumerate(sentences):
    padded[row, : len(sentence)] = sentence
ids = torch.from_numpy(padded)                  # int64, or torch.tensor(list_of_ids)
# --8<-- [end:fix]
print(ids.dtype, ids.tolist())
print("vectors:", tuple(embedding(ids).shape))
