import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
w = torch.tensor([2.0, 2.0, 2.0], requires_grad=True)
loss = (w * x).sum()                            # the product saves w: d loss / d x = w

w.data -= 1.0                                   # the old answers' workaround: edit w behind autograd's back
loss.backward()
print("through .data:     x.grad =", x.grad, "(should be [2., 2., 2.])")

x.grad = None
w = torch.tensor([2.0, 2.0, 2.0], requires_grad=True)
loss = (w * x).sum()
with torch.no_grad():
    w -= 1.0                                    # the same edit, made visible to autograd
try:
    loss.backward()
except RuntimeError as err:
    print("under no_grad:    ", str(err).split(". Hint")[0])
