import torch
import torch.nn.functional as F

torch.manual_seed(0)
q = torch.randn(2, 3, 4, requires_grad=True)
k = torch.randn(2, 3, 4)
v = torch.randn(2, 3, 4, requires_grad=True)
keep = torch.tensor([[True, True, True],
                     [False, False, False]])

# --8<-- [start:fix]
# Either let scaled_dot_product_attention handle it: a query with no key gets zeros...
out = F.scaled_dot_product_attention(q, k, v, attn_mask=keep[:, None, :])

# ...or mask with the most negative finite number, and zero the rows that had no key.
scores = q @ k.transpose(1, 2) / q.shape[-1] ** 0.5
scores = scores.masked_fill(~keep[:, None, :], torch.finfo(q.dtype).min)
by_hand = (torch.softmax(scores, dim=-1) @ v).masked_fill(~keep.any(-1)[:, None, None], 0.0)
# --8<-- [end:fix]
print("sdpa, padded sequence:   ", out[1, 0].detach())
print("by hand, padded sequence:", by_hand[1, 0].detach())
for name, result in (("sdpa", out), ("by hand", by_hand)):
    v.grad = None
    result.pow(2).mean().backward()
    print(f"{name}: loss {result.pow(2).mean().item():.4f}, NaN in v.grad: {v.grad.isnan().any().item()}")
