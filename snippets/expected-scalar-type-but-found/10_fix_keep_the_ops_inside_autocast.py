import torch
from torch import nn

torch.manual_seed(0)
tokens = torch.randn(2, 5, 8)
memory = torch.randn(2, 7, 8)
encoder = nn.Linear(8, 8)

# --8<-- [start:fix]
with torch.autocast("cpu", dtype=torch.bfloat16):  # "cuda" on a GPU
    queries = encoder(tokens)
    scores = queries @ memory.transpose(1, 2)      # inside: autocast converts both operands
loss = scores.float().pow(2).mean()                # leave the region in float32 on purpose
# --8<-- [end:fix]
loss.backward()
print("scores:", scores.dtype, "  loss:", loss.dtype, "  weight gradient:", encoder.weight.grad.dtype)
