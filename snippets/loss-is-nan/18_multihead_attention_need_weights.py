import torch
from torch import nn

torch.manual_seed(0)
mha = nn.MultiheadAttention(embed_dim=4, num_heads=1, batch_first=True)
x = torch.randn(2, 3, 4)                                # 2 sequences of 3 tokens
padding = torch.tensor([[False, False, False],
                        [True, True, True]])            # the second sequence is all padding

for need_weights in (True, False):                      # True is the default
    mha.zero_grad()
    out, _ = mha(x, x, x, key_padding_mask=padding, need_weights=need_weights)
    out[0].pow(2).mean().backward()                     # a loss on the first sequence only
    print(f"need_weights={need_weights}: NaN in the output: {out.isnan().any().item()},",
          f"NaN in in_proj_weight.grad: {mha.in_proj_weight.grad.isnan().any().item()}")

layer = nn.TransformerEncoderLayer(d_model=4, nhead=1, dim_feedforward=8, batch_first=True)
out = layer(x, src_key_padding_mask=padding)            # calls its attention with need_weights=False
print("TransformerEncoderLayer: NaN in the output:", out.isnan().any().item())
