import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
vocab, classes = 20, 4
model = nn.Sequential(nn.Embedding(vocab, 8), nn.Linear(8, classes))
tokens = torch.randint(vocab, (2, 5))
labels = torch.randint(classes, (2, 5))
logits = model(tokens)  # [2, 5, 4]

# --8<-- [start:fix]
C = logits.size(-1)  # the classes
loss = F.cross_entropy(
    logits.reshape(-1, C),  # [B*T, C]
    labels.reshape(-1),     # [B*T]
)
# --8<-- [end:fix]
print("rows compared:", logits.reshape(-1, C).shape[0], " loss:", round(loss.item(), 4))
# The same loss with the class dimension moved to dimension 1, the layout cross_entropy reads natively:
print("same as cross_entropy(logits.transpose(1, 2), labels):",
      torch.allclose(loss, F.cross_entropy(logits.transpose(1, 2), labels)))
