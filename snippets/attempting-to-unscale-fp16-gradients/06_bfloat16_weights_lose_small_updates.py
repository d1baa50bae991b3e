import copy

import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
x, y = torch.randn(64, 4), torch.randn(64, 1)
start = nn.Linear(4, 1)


def one_sgd_step(weights, autocast=None, with_scaler=False):
    model = copy.deepcopy(start).to(weights)
    opt = torch.optim.SGD(model.parameters(), lr=1e-5)  # a fine-tuning learning rate
    scaler = torch.amp.GradScaler("cpu", enabled=with_scaler)  # it refuses float16 gradients only
    before = model.weight.detach().clone()
    with torch.autocast("cpu", dtype=autocast or torch.bfloat16, enabled=autocast is not None):
        loss = nn.functional.mse_loss(model(x.to(weights)).float(), y)
    scaler.scale(loss).backward()
    scaler.step(opt)
    changed = (model.weight != before).sum().item()
    return changed, (model.weight.float() - before.float()).abs().max().item()


for label, kwargs in [("bfloat16 weights", dict(weights=torch.bfloat16)),
                      ("bfloat16 weights, GradScaler kept", dict(weights=torch.bfloat16, with_scaler=True)),
                      ("float32 weights", dict(weights=torch.float32)),
                      ("float32 weights, bfloat16 autocast", dict(weights=torch.float32, autocast=torch.bfloat16))]:
    changed, moved = one_sgd_step(**kwargs)
    print(f"{label + ':':36} the step changed {changed} of 4 weights, the largest by {moved:.1e}")
weight = start.weight.detach().abs().min().to(torch.bfloat16)  # the smallest weight, where bfloat16 is finest
gap = torch.nextafter(weight, torch.tensor(1.0, dtype=torch.bfloat16)) - weight
print(f"bfloat16 numbers next to the smallest weight, {weight.item():.3f}, are {gap.item():.1e} apart")
print("smallest normal number:", ", ".join(f"{str(t)[6:]} {torch.finfo(t).tiny:.1e}"
                                           for t in (torch.float16, torch.bfloat16, torch.float32)))
