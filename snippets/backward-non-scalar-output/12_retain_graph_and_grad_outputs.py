import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x                                # built once, for two seeds

y.backward(torch.ones_like(y), retain_graph=True)   # keep the graph for the next seed
print(x.grad)

x.grad = None
y.backward(torch.tensor([1., 0., 0.]))   # the last seed may let the graph go
print(x.grad)

y = x * x
(g,) = torch.autograd.grad(y, x, grad_outputs=torch.tensor([1., 0., 0.]))   # the same seed, by another name
print(g)                                 # returned, not added to x.grad

seeds = torch.eye(3)                     # three seeds at once, stacked along a new first dimension
(rows,) = torch.autograd.grad(x * x, x, grad_outputs=seeds, is_grads_batched=True)
print(rows)                              # one gradient per seed, in one call
