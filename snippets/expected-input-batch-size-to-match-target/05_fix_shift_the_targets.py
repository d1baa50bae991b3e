import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
vocab = 20
decoder = nn.Sequential(nn.Embedding(vocab, 8), nn.Linear(8, vocab))
target = torch.randint(vocab, (2, 5))

# --8<-- [start:fix]
inputs, next_tokens = target[:, :-1], target[:, 1:]  # token t predicts token t + 1
logits = decoder(inputs)                             # [2, 4, vocab]
loss = F.cross_entropy(logits.reshape(-1, vocab), next_tokens.reshape(-1))
# --8<-- [end:fix]
print("predictions:", logits.shape[0] * logits.shape[1], " targets:", next_tokens.numel())
