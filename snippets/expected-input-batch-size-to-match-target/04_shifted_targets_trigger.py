import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
vocab = 20
decoder = nn.Sequential(nn.Embedding(vocab, 8), nn.Linear(8, vocab))  # predicts the next token

target = torch.randint(vocab, (2, 5))   # 2 sentences of 5 tokens
logits = decoder(target[:, :-1])        # teacher forcing: 4 inputs per sentence, so 4 predictions
print("logits:", tuple(logits.shape), " target:", tuple(target.shape))
F.cross_entropy(logits.reshape(-1, vocab), target.reshape(-1))  # 2*4 predictions, 2*5 targets
