import torch

torch.manual_seed(0)
x, y = torch.randn(8, 3), torch.randn(8)
w = torch.randn(3, requires_grad=True)
lr = 0.1

for step in range(2):
    loss = ((x @ w - y) ** 2).mean()
    loss.backward()
    print("step", step, "| w is_leaf:", w.is_leaf)
    try:
        w = w - lr * w.grad  # warns at step 1: the previous line made w a computed tensor
    except TypeError as error:
        print("step", step, "fails, w.grad is None:", error)   # a TypeError
