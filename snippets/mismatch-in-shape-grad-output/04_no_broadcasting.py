import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * x
# A seed of shape [1] would broadcast in arithmetic; backward refuses to broadcast it
y.backward(torch.ones(1))
