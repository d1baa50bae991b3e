import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
vocab, classes = 20, 4
model = nn.Sequential(nn.Embedding(vocab, 8), nn.Linear(8, classes))  # one score per class, per token

tokens = torch.randint(vocab, (2, 5))    # a batch of 2 sequences of 5 tokens
labels = torch.randint(classes, (2, 5))  # one label per token
logits = model(tokens)                   # [2, 5, 4]: batch, time, class
print("logits:", tuple(logits.shape), " labels:", tuple(labels.shape))

loss = F.cross_entropy(logits.view(-1, classes), labels)  # the logits are flattened, the labels are not
