import torch

torch.manual_seed(0)
image = torch.rand(1, 3, requires_grad=True)
perturbed = (image + 0.01 * torch.randn(1, 3)).clamp(0, 1)  # an attack step: computed from image

perturbed.requires_grad = True  # boom: to get the gradient with respect to the new image
