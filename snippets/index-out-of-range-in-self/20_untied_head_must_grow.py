import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
embedding = nn.Embedding(8, 4)           # grown from 7 to 8 rows for the added token <user>, id 7
head = nn.Linear(4, 7)                   # the output layer over the vocabulary, not tied: still 7 outputs

ids = torch.tensor([7, 2, 3, 4])         # input: "<user> the cat sat"
targets = torch.tensor([2, 3, 4, 7])     # next tokens: "the cat sat <user>"
try:
    F.cross_entropy(head(embedding(ids)), targets)
except IndexError as error:
    print("head left at 7 outputs:", error)

head = nn.Linear(4, 8)                   # one output per token of the new vocabulary
print("head grown to 8 outputs, loss:", round(F.cross_entropy(head(embedding(ids)), targets).item(), 4))
