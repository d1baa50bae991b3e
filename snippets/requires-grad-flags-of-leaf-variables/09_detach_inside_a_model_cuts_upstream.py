import torch
from torch import nn

torch.manual_seed(0)
encoder, head = nn.Linear(3, 4), nn.Linear(4, 1)
x = torch.randn(8, 3)

h = torch.relu(encoder(x))
h = h.detach().requires_grad_()  # "to see the gradient of h": no error, but h is now a new leaf...
loss = head(h).pow(2).mean()
loss.backward()
print("h.grad filled:", h.grad is not None)
print("head.weight gets a gradient:", head.weight.grad is not None)
print("encoder.weight.grad:", encoder.weight.grad)  # ...and nothing before it trains
