import torch

torch.manual_seed(0)
hr = torch.rand(1, 3, 170, 255)   # the ground-truth image: 170 rows, not a multiple of the scale 4
lr = hr[..., ::4, ::4]            # the low-resolution input: 43 rows
sr = lr.repeat_interleave(4, dim=-2).repeat_interleave(4, dim=-1)  # a x4 "model": 172 rows
print("output:", tuple(sr.shape), " reference:", tuple(hr.shape))
mse = ((sr - hr) ** 2).mean()     # PSNR, LPIPS, an L1 loss: all compare pixel with pixel
