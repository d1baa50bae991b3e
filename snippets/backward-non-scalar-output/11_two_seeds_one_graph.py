import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x                                # built once, for two seeds

y.backward(torch.ones_like(y))           # works, and frees the graph behind y
y.backward(torch.tensor([1., 0., 0.]))   # a second seed through the same graph
