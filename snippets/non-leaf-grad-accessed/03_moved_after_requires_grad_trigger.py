import torch

torch.manual_seed(0)
# On a GPU this is `torch.rand(3, requires_grad=True).cuda()`; on the CPU, a dtype change does the same.
x = torch.rand(3, dtype=torch.float64, requires_grad=True).to(torch.float32)
print("is_leaf:", x.is_leaf, "| grad_fn:", x.grad_fn.name())

(x ** 2).sum().backward()
print(x.grad)  # warns: x names the converted copy, not the tensor that was created
