import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.ones(3)  # an input: a leaf that does not require grad

y = (w * x).sum()  # the multiplication saves x, to compute w's gradient
x += 1  # in place, after the forward pass
y.backward()  # boom
