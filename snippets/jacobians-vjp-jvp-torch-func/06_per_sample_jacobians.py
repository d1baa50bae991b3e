import torch
from torch.func import jacrev, vmap


def f(x):
    return torch.stack([x[0] * x[1] * x[2], x[0] + x[1] ** 2])


def f_batched(xs):                    # the same function, applied row by row to a batch
    return torch.stack([f(row) for row in xs])


xs = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0], [2.0, 0.0, 1.0], [1.0, 1.0, 1.0]])

whole = jacrev(f_batched)(xs)
print("jacrev of the batched function:", whole.shape)   # every output against every input of the batch
per_sample = vmap(jacrev(f))(xs)
print("vmap(jacrev(f)) per sample:    ", per_sample.shape)

diagonal_blocks = torch.stack([whole[i, :, i, :] for i in range(len(xs))])
print("the per-sample Jacobians are its diagonal blocks:", torch.equal(diagonal_blocks, per_sample))
print(f"share of zeros in the big one: {(whole == 0).float().mean().item():.0%}")
