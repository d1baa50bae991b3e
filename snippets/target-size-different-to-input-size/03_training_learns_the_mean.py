import warnings

import torch
import torch.nn.functional as F
from torch import nn

warnings.simplefilter("ignore")  # the warning is the subject of the page; here we look at what training does


def train(reshape_target):
    torch.manual_seed(0)
    x = torch.linspace(-1, 1, 64).unsqueeze(1)   # [64, 1]
    y = 3 * x.squeeze(1) + 1                     # [64]: the truth is y = 3x + 1
    model = nn.Linear(1, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(500):
        pred = model(x)                          # [64, 1]
        target = y.view_as(pred) if reshape_target else y
        loss = F.mse_loss(pred, target)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return round(model.weight.item(), 2) + 0.0, round(model.bias.item(), 2) + 0.0  # + 0.0: no "-0.00"


w, b = train(reshape_target=False)
print(f"[64, 1] against [64]:    y = {w:.2f}x + {b:.2f}")
w, b = train(reshape_target=True)
print(f"[64, 1] against [64, 1]: y = {w:.2f}x + {b:.2f}")
