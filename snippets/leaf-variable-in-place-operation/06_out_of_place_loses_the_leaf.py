import torch

torch.manual_seed(0)
x = torch.randn(8, 3)
y = torch.randn(8)
w = torch.zeros(3, requires_grad=True)

loss = ((x @ w - y) ** 2).mean()
loss.backward()
w = w - 0.1 * w.grad                  # "fixes" the error, but records the update in the graph
print("is_leaf:", w.is_leaf, "| grad_fn:", w.grad_fn.name())
