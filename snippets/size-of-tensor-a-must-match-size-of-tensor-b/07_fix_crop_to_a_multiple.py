import torch

torch.manual_seed(0)
scale = 4
hr = torch.rand(1, 3, 170, 255)

# --8<-- [start:fix]
h, w = hr.shape[-2:]
hr = hr[..., : h - h % scale, : w - w % scale]   # "modcrop": a size the model can produce
# --8<-- [end:fix]
lr = hr[..., ::scale, ::scale]
sr = lr.repeat_interleave(scale, dim=-2).repeat_interleave(scale, dim=-1)
mse = ((sr - hr) ** 2).mean()
print("output:", tuple(sr.shape), " reference:", tuple(hr.shape))
