import torch
from torch import nn

torch.manual_seed(0)
encoder, head = nn.Linear(3, 4), nn.Linear(4, 1)
x = torch.randn(8, 3)

# --8<-- [start:fix]
h = torch.relu(encoder(x))
h.retain_grad()  # backward() fills h.grad too; h stays in the graph
# --8<-- [end:fix]
loss = head(h).pow(2).mean()
loss.backward()
print("h.grad shape:", tuple(h.grad.shape))
print("encoder.weight gets a gradient:", encoder.weight.grad is not None)
