import torch
from torch import nn

torch.manual_seed(0)
tokens = torch.randn(2, 5, 8)
memory = torch.randn(2, 7, 8)
half_encoder = nn.Linear(8, 8).to(torch.bfloat16)
queries = half_encoder(tokens.to(torch.bfloat16))

# --8<-- [start:fix]
# the dtype the model runs in
dtype = next(half_encoder.parameters()).dtype
scores = queries @ memory.to(dtype).transpose(1, 2)
# --8<-- [end:fix]
print(scores.dtype, tuple(scores.shape))
