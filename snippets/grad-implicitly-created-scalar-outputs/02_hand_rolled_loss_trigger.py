import torch

pred = torch.tensor([2.5, 0.0, 2.0], requires_grad=True)
target = torch.tensor([3.0, -0.5, 2.0])

loss = (pred - target) ** 2  # one squared error per element: the final .mean() is missing
print(loss.shape)
loss.backward()
