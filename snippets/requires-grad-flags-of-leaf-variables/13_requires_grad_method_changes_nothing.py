import warnings

import torch

torch.manual_seed(0)
image = torch.rand(1, 3, requires_grad=True)
perturbed = (image + 0.01 * torch.randn(1, 3)).clamp(0, 1)  # computed from image

perturbed.requires_grad_()  # no error: the method is accepted, and changes nothing
print("is_leaf:", perturbed.is_leaf, "| grad_fn:", perturbed.grad_fn.name())

score = (perturbed * torch.tensor([1.0, 2.0, 3.0])).sum()
score.backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    grad = perturbed.grad
for warning in caught:
    print(f"{warning.category.__name__}: {str(warning.message).split('. ')[0]}")
print("perturbed.grad:", grad)
