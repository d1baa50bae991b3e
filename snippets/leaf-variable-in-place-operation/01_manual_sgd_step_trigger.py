import torch

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)
w = torch.zeros(3, requires_grad=True)
lr = 0.1

loss = ((x @ w - y) ** 2).mean()
loss.backward()
print(w.is_leaf, w.requires_grad)
w -= lr * w.grad  # boom: a hand-written update while autograd is recording
