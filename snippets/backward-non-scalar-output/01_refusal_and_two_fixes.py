import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x                       # y holds 3 numbers, not 1

try:
    y.backward()
except RuntimeError as err:
    print("refused:", err)

y.backward(torch.ones_like(y))  # weight every output equally
print(x.grad)                   # 2x, same as y.sum().backward()

x.grad = None                   # clear before the next experiment
y = x * x
y.backward(torch.tensor([1., 0., 0.]))   # care ONLY about y[0]
print(x.grad)
