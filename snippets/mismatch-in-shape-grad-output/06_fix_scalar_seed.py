import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Linear(2, 1)
real = torch.randn(4, 2)

# --8<-- [start:fix]
one = torch.tensor(1.0)  # 0-dimensional, like the reduced loss; not torch.FloatTensor([1])
mone = one * -1
d_real = critic(real).mean()
d_real.backward(mone)  # or, with no seed at all: (-d_real).backward()
# --8<-- [end:fix]
with_seed = critic.weight.grad.clone()

# A seed of minus one is the same as negating the loss and passing no seed:
critic.zero_grad()
(-critic(real).mean()).backward()
print("seed of -1      :", with_seed)
print("negated, no seed:", critic.weight.grad)
print("same gradient:", torch.equal(with_seed, critic.weight.grad))
