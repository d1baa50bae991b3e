import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x                       # shape [3]

y.backward(torch.ones(2))       # a seed of shape [2]
