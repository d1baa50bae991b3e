import torch
from torch import nn


@torch.no_grad()
def first_token(hidden):                 # a helper that picks out a view without recording
    return hidden[:, 0]


@torch.no_grad()
def flat(hidden):                        # the same with .view()
    return hidden.view(-1)


torch.manual_seed(0)
layer = nn.Linear(4, 4)
hidden = layer(torch.randn(2, 3, 4))     # recorded: hidden requires grad

for helper in (first_token, flat):
    view = helper(hidden)
    try:
        view.mul_(2)                     # modified in place, with recording on
    except RuntimeError as error:
        first, second, _ = str(error).split(". ", 2)
        print(f"{helper.__name__}:\n  {first}.\n  {second[:50]}...")
