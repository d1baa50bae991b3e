import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)

loss = (x * x).sum()
loss.backward()                          # the seed is implicit...
implicit = x.grad.clone()

x.grad = None
loss = (x * x).sum()
loss.backward(torch.tensor(1.0))         # ...and it is exactly 1.0
print("backward() == backward(torch.tensor(1.0)):", torch.equal(implicit, x.grad))

x.grad = None
loss = (x * x).sum()
(3 * loss).backward()                    # a constant on the loss rides along on every gradient
print("(3 * loss).backward() gives", x.grad, "= 3 *", implicit)
