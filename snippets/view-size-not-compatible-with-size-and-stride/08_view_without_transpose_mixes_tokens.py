import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
B, L, H, D = 2, 5, 4, 8
x = torch.randn(B, L, H * D)
q = k = v = x.view(B, L, H, D).transpose(1, 2)
with sdpa_kernel(SDPBackend.MATH):
    out = F.scaled_dot_product_attention(q, k, v)         # (B, H, L, D), contiguous

right = out.transpose(1, 2).reshape(B, L, H * D)          # token 0 = its 4 heads side by side
# --8<-- [start:wrong]
wrong = out.view(B, L, H * D)                             # runs: no transpose, no error
# --8<-- [end:wrong]
print("same shape:", wrong.shape == right.shape)
print("same values:", torch.equal(wrong, right))
# what wrong[0, 0] holds: head 0's outputs for tokens 0 to 3, not token 0's four heads
print("wrong[0, 0] is head 0 of tokens 0-3:", torch.equal(wrong[0, 0], out[0, 0, :4].reshape(-1)))
