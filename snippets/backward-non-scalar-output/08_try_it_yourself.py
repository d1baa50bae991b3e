import torch

x = torch.tensor([1., 2., 3.], requires_grad=True)

y = x * x
y.backward(torch.tensor([0., 1., 0.]))
print("seed [0., 1., 0.]:", x.grad)

x.grad = None
y = x * x
y.backward(torch.tensor([2., 2., 2.]))
seeded = x.grad.clone()
print("seed [2., 2., 2.]:", seeded)

x.grad = None
y = x * x
(2 * y.sum()).backward()
print("(2 * y.sum()).backward():", x.grad)
print("equal:", torch.equal(seeded, x.grad))
