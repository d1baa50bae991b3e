import torch

torch.manual_seed(0)
x, y = torch.randn(8, 3), torch.randn(8)
w = torch.randn(3, requires_grad=True)
lr = 0.1

for step in range(3):
    loss = ((x @ w - y) ** 2).mean()
    loss.backward()
# --8<-- [start:fix]
    with torch.no_grad():       # an update, not part of the graph
        w -= lr * w.grad        # in place: w stays the same leaf
    w.grad.zero_()              # or: optimizer = torch.optim.SGD([w], lr=lr)
# --8<-- [end:fix]
    print(f"step {step} | loss {loss.item():.4f} | w is_leaf: {w.is_leaf}")
