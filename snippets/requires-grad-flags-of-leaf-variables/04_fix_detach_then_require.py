import torch

torch.manual_seed(0)
image = torch.rand(1, 3, requires_grad=True)
perturbed = (image + 0.01 * torch.randn(1, 3)).clamp(0, 1)

# --8<-- [start:fix]
perturbed = perturbed.detach().requires_grad_()   # a new leaf with the same values
# --8<-- [end:fix]
score = (perturbed * torch.tensor([1.0, 2.0, 3.0])).sum()
score.backward()
print(perturbed.is_leaf, perturbed.grad)
