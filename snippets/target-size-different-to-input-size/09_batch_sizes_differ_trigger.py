import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(8, 16, 2, 2)  # a batch of 8 after the convolutions
labels = torch.rand(8, 18)           # 18 scores per sample

head = nn.Linear(8 * 16 * 2 * 2, 18)           # the batch size, 8, baked into the layer's size
pred = head(features.view(-1, 8 * 16 * 2 * 2))  # 8 samples flattened into ONE row
print("prediction:", pred.shape, " target:", labels.shape)
loss = F.mse_loss(pred, labels)
print("they broadcast to", torch.broadcast_shapes(pred.shape, labels.shape), "(one prediction against 8 targets)")
