import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
colour = torch.tensor([2, 0, 1])
features = F.one_hot(colour, num_classes=4).float()
embedding = nn.Embedding(4, 8)

# --8<-- [start:fix]
ids = features.argmax(dim=-1)           # one-hot rows back to the ids they encode
vectors = embedding(ids)
# --8<-- [end:fix]
print("ids:", ids.tolist())
print("same as one_hot @ weight:", torch.allclose(vectors, features @ embedding.weight))
