import torch

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)
w = torch.zeros(3, requires_grad=True)
lr = 0.1

for step in range(3):
    loss = ((x @ w - y) ** 2).mean()
    loss.backward()
# --8<-- [start:fix]
    with torch.no_grad():             # the update is not part of the model: do not record it
        w -= lr * w.grad
    w.grad = None                     # gradients accumulate: clear them for the next step
# --8<-- [end:fix]
    print(f"step {step}: loss {loss.item():.4f}  w.is_leaf={w.is_leaf}  w._version={w._version}")
