import torch

torch.manual_seed(0)
# On a GPU this line reads torch.randn(4, 1, requires_grad=True).to("cuda"), or .cuda() at the end.
# On the CPU, a conversion to float64 makes the same kind of copy:
w = torch.randn(4, 1, requires_grad=True).to(torch.float64)
print("w.is_leaf:", w.is_leaf, "| made by:", type(w.grad_fn).__name__)
optimizer = torch.optim.SGD([w], lr=0.1)  # boom
