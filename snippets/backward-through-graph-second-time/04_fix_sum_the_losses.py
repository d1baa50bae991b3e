import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Linear(4, 8)
head_a, head_b = nn.Linear(8, 1), nn.Linear(8, 1)
x = torch.randn(16, 4)

# --8<-- [start:fix]
features = torch.tanh(encoder(x))
loss_a = head_a(features).pow(2).mean()
loss_b = head_b(features).abs().mean()
(loss_a + loss_b).backward()          # one walk through the shared part
# --8<-- [end:fix]
print(encoder.weight.grad.norm())
