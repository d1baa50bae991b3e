import torch
import torch.nn.functional as F

torch.manual_seed(0)
latent = torch.randn(1, 4, 32, 32)
mask = (torch.rand(1, 1, 256, 256) > 0.5).float()

# --8<-- [start:fix]
mask = F.interpolate(mask, size=latent.shape[-2:], mode="nearest")  # the latent's height and width
model_input = torch.cat([latent, mask], dim=1)
# --8<-- [end:fix]
print(tuple(model_input.shape), "mask values:", mask.unique().tolist())
