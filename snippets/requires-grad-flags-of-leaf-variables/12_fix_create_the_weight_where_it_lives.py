import torch

torch.manual_seed(0)
w = torch.randn(3, 2, requires_grad=True).double()  # .double(), .type(), .to() and .cuda() are recorded copies
print("converted after requires_grad=True: is_leaf", w.is_leaf, "| grad_fn:", w.grad_fn.name())

# --8<-- [start:fix]
w = torch.randn(3, 2, dtype=torch.float64, requires_grad=True)  # and device=... for a GPU
# --8<-- [end:fix]
print("created with its dtype: is_leaf", w.is_leaf, "| grad_fn:", w.grad_fn)
