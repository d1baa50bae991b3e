import torch
from torch import nn

torch.manual_seed(0)
B, L, hidden = 2, 5, 32                     # batch, tokens, features
num_heads, head_dim = 4, 8
# grouped-query attention, as in Llama 2 70B, Llama 3 or Mistral: fewer key heads than query heads
num_kv_heads = 2
q_proj = nn.Linear(hidden, num_heads * head_dim)
k_proj = nn.Linear(hidden, num_kv_heads * head_dim)

x = torch.randn(B, L, hidden)
q = q_proj(x).view(B, L, num_heads, head_dim)
print("keys:", tuple(k_proj(x).shape))
k = k_proj(x).view(B, L, num_heads, head_dim)   # written for models where every head has its keys
