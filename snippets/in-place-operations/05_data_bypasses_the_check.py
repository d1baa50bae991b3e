import torch

x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)

y = x.exp()
y.sum().backward()
print("correct gradient, exp(x):   ", x.grad)

x.grad = None
y = x.exp()
y.data.add_(1)                        # .data: the same memory, but not the version counter
print("y._version after .data edit:", y._version)
y.sum().backward()                    # no error...
print("gradient computed:          ", x.grad)  # ...and a wrong answer: exp(x) + 1
