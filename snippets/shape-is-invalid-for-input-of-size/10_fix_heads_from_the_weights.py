import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
B, L, hidden = 2, 5, 32
num_heads, head_dim = 4, 8
q_proj = nn.Linear(hidden, num_heads * head_dim)
k_proj = nn.Linear(hidden, 2 * head_dim)
v_proj = nn.Linear(hidden, 2 * head_dim)
x = torch.randn(B, L, hidden)
q = q_proj(x).view(B, L, num_heads, head_dim).transpose(1, 2)

# --8<-- [start:fix]
num_kv_heads = k_proj.out_features // head_dim        # 2: read from the weights
k = k_proj(x).view(B, L, num_kv_heads, head_dim).transpose(1, 2)
v = v_proj(x).view(B, L, num_kv_heads, head_dim).transpose(1, 2)
group = num_heads // num_kv_heads                     # query heads per key head
out = F.scaled_dot_product_attention(
    q, k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1))
# --8<-- [end:fix]
print("key heads:", num_kv_heads, "output:", tuple(out.shape))
same = F.scaled_dot_product_attention(q, k, v, enable_gqa=True)   # torch's own grouped attention
print("same as enable_gqa=True:", torch.allclose(out, same, atol=1e-6))
