import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Linear(2, 1)
real = torch.randn(4, 2)
grads = []
for way in ("no seed", "0-dim seed"):
    critic.zero_grad()
# --8<-- [start:fix]
    d_real = critic(real).mean()
    if way == "no seed":
        (-d_real).backward()                    # maximise d_real: negate it, no seed at all
    else:
        mone = torch.tensor(-1.0)               # or keep the seed, 0-dimensional like the loss
        d_real.backward(mone)
# --8<-- [end:fix]
    grads.append(critic.weight.grad.clone())
    print(f"{way:10}:", critic.weight.grad)
print("same gradient:", torch.equal(*grads))
