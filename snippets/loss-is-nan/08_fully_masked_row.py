import torch

torch.manual_seed(0)
q = torch.randn(2, 3, 4, requires_grad=True)    # 2 sequences of 3 tokens
k = torch.randn(2, 3, 4)
v = torch.randn(2, 3, 4, requires_grad=True)
keep = torch.tensor([[True, True, True],        # which keys each sequence may attend to:
                     [False, False, False]])    # the second sequence is all padding

scores = q @ k.transpose(1, 2) / q.shape[-1] ** 0.5
scores = scores.masked_fill(~keep[:, None, :], float("-inf"))
weights = torch.softmax(scores, dim=-1)         # a row of -inf only: exp gives 0 / 0
print("first query of each sequence:", weights[:, 0])
loss = (weights @ v).pow(2).mean()
loss.backward()
print("loss:", loss.item(), "| NaN in v.grad:", v.grad.isnan().any().item())
