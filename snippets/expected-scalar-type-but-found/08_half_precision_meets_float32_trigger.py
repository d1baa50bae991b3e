import torch
from torch import nn

torch.manual_seed(0)
tokens = torch.randn(2, 5, 8)
memory = torch.randn(2, 7, 8)      # made by other code in float32: a cache, a mask, a grid
encoder = nn.Linear(8, 8)

# 1. A model loaded in half precision meets a float32 tensor.
half_encoder = nn.Linear(8, 8).to(torch.bfloat16)
queries = half_encoder(tokens.to(torch.bfloat16))
try:
    queries @ memory.transpose(1, 2)
except RuntimeError as error:
    print("bfloat16 model, float32 memory:", error)

# 2. A result of an autocast region used after the region ends.
with torch.autocast("cpu", dtype=torch.bfloat16):  # "cuda" on a GPU
    queries = encoder(tokens)                        # computed in bfloat16
print("queries made under autocast:", queries.dtype)
scores = queries @ memory.transpose(1, 2)           # boom: outside autocast, nothing converts
