import torch
from torch import nn

torch.manual_seed(0)
WIDTH = 64
uncond = torch.randn(1, 77, WIDTH)    # a negative prompt of 1 chunk
cond = torch.randn(1, 154, WIDTH)     # a prompt of 2 chunks
empty = torch.randn(1, 77, WIDTH)     # the encoding of the empty prompt ""


# --8<-- [start:fix]
def pad_chunks(c, chunks, empty):  # c: [batch, 77 * k, width]; append empty-prompt chunks
    missing = chunks - c.shape[1] // 77
    return torch.cat([c] + [empty.expand(c.shape[0], -1, -1)] * missing, dim=1)


chunks = max(uncond.shape[1], cond.shape[1]) // 77
cond_in = torch.cat([pad_chunks(uncond, chunks, empty), pad_chunks(cond, chunks, empty)])
# --8<-- [end:fix]

print("cond_in", list(cond_in.shape))
latents = torch.randn(2, 16, WIDTH)  # what cross-attention does with it: each image attends to its prompt
attention = nn.MultiheadAttention(WIDTH, 4, batch_first=True)
out, _ = attention(latents, cond_in, cond_in)
print("cross-attention output", list(out.shape))
