import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 3)
logits = model(torch.randn(8))                 # one sample without a batch dimension: [3]
loss = F.cross_entropy(logits, torch.tensor(1))  # its class as a 0-dimensional index
print("logits:", logits.shape, "loss:", round(loss.item(), 4))
print("same as a batch of one:", torch.allclose(loss, F.cross_entropy(logits.unsqueeze(0), torch.tensor([1]))))
