import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)

y = x * x
y.backward(torch.ones_like(y))
y = x * x                       # no `x.grad = None` before the second experiment
y.backward(torch.tensor([1., 0., 0.]))
print(x.grad)                   # both answers, added together: [2., 4., 6.] + [2., 0., 0.]

x.grad = None
for run in range(2):            # the same experiment twice, as when a notebook cell is run again
    y = x * x
    y.backward(torch.ones_like(y))
print(x.grad)                   # [2., 4., 6.] + [2., 4., 6.]: this time, doubled
