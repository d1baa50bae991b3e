import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x

y.sum().backward()              # the clearer way to weight every output equally
print(x.grad)
