import torch
pred = torch.tensor([2., 5., 9.], requires_grad=True)
target = torch.tensor([1., 5., 7.])
per_sample = (pred - target) ** 2
weights = torch.tensor([1., 1., 4.])     # third sample counts four times
(per_sample * weights).sum().backward()
print("(per_sample * weights).sum().backward():")
print(pred.grad)

pred.grad = None
per_sample = (pred - target) ** 2        # rebuilt: backward() freed the graph
per_sample.backward(weights)             # the same weights, passed as the seed
print("per_sample.backward(weights):")
print(pred.grad)
