import torch

# --8<-- [start:rule]
x = torch.tensor([1., 2., 3.], requires_grad=True)
v = torch.tensor([3., 1., 0.5])  # the seed: shape of y

y = x * x
y.backward(gradient=v)
print(x.grad)

x.grad = None
y = x * x
(v * y).sum().backward()   # the same, as a scalar
print(x.grad)
# --8<-- [end:rule]
