import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)

y = x * x
y.backward(torch.ones_like(y))
y = x * x                       # no `x.grad = None` before the second experiment
y.backward(torch.tensor([1., 0., 0.]))
print(x.grad)                   # both answers, added together
