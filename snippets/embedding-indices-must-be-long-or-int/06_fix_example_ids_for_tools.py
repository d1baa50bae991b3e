import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Embedding(1000, 16), nn.Flatten(), nn.Linear(12 * 16, 2))

# --8<-- [start:fix]
vocab_size = model[0].num_embeddings
example_ids = torch.randint(0, vocab_size, (2, 12))   # a batch of 2 sequences of 12 valid token ids
# --8<-- [end:fix]
print(example_ids.dtype, "ids from", example_ids.min().item(), "to", example_ids.max().item())
print("output:", tuple(model(example_ids).shape))
try:
    torch.randn(2, 12, dtype=torch.long)   # randn draws real numbers: it cannot make integer ids
except NotImplementedError as error:
    print("randn:", error)
