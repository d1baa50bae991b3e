import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 3)                  # a classifier: 3 scores per sample
x = torch.randn(8, 2)                    # a batch of 8
y = torch.randint(0, 3, (8,))            # their classes, as indices: what a classification DataLoader returns

scores = model(x)
print("prediction:", scores.shape, " target:", y.shape, y.tolist())
small = F.mse_loss(scores[:3], y[:3].float())  # a batch of 3, as many samples as classes: it runs
print("3 samples: no error, broadcast to", torch.broadcast_shapes(scores[:3].shape, y[:3].shape))
loss = F.mse_loss(scores, y.float())     # boom, after the warning: 8 indices lined up against 3 scores
