import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(5, 3)

grads = []
for shape in [(), (1,), (1, 1)]:
    loss = (x @ w).pow(2).mean().reshape(shape)  # the same number in three shapes
    loss.backward()
    print(loss.shape, "numel:", loss.numel(), "-> backward() ran")
    grads.append(w.grad)
    w.grad = None
print("same gradient in all three:", all(torch.equal(g, grads[0]) for g in grads))
