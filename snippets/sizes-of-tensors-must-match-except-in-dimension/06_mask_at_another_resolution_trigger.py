import torch

torch.manual_seed(0)
latent = torch.randn(1, 4, 32, 32)   # an image encoded at 1/8 of its size (a VAE's latent)
mask = torch.rand(1, 1, 256, 256)    # the mask, at the size of the image
model_input = torch.cat([latent, mask], dim=1)
