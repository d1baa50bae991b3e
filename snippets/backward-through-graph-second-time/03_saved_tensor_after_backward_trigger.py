import torch

x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
y = x.exp()                           # ExpBackward0 saves its result, exp(x)
y.sum().backward()
print(x.grad)
print(y.grad_fn._saved_result)        # boom: freed by the backward above
