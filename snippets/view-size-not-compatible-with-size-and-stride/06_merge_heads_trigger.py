import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
B, L, H, D = 2, 5, 4, 8                         # batch, tokens, heads, size of a head
x = torch.randn(B, L, H * D)
q = k = v = x.view(B, L, H, D).transpose(1, 2)  # split into heads: (B, H, L, D)

# the same attention, computed by two of torch's kernels (on a GPU: flash, memory-efficient, math)
for backend in (SDPBackend.FLASH_ATTENTION, SDPBackend.MATH):
    with sdpa_kernel(backend):
        out = F.scaled_dot_product_attention(q, k, v)
    print(f"{backend.name}: output {tuple(out.shape)}, stride {out.stride()}")
    merged = out.transpose(1, 2).view(B, L, H * D)   # merge the heads back: (B, L, H * D)
    print(f"{backend.name}: merged {tuple(merged.shape)}")
