import torch
pred = torch.tensor([2., 5., 9.], requires_grad=True)
target = torch.tensor([1., 5., 7.])
per_sample = (pred - target) ** 2
weights = torch.tensor([1., 1., 4.])     # third sample counts four times
(per_sample * weights).sum().backward()
print(pred.grad)
