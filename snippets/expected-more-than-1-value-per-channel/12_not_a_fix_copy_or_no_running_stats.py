import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
bn = nn.BatchNorm2d(4)
for step in range(100):
    x = torch.randn(1, 4, 1, 1) * 5  # a different image each step, std 5
    twice = torch.cat([x, x])  # the "fix": the sample twice, so that the check counts 2 values
    out = bn(twice)  # training mode: the running statistics move toward the batch's
    if step < 2:
        print("the sample twice:", (out[0].detach().flatten().double().round(decimals=2) + 0.0).tolist())
# two equal values have a batch variance of 0: running_var decays toward 0
print("running_var after 100 steps:", ", ".join(f"{v:.1e}" for v in bn.running_var.tolist()))
bn.eval()  # eval mode divides by sqrt(running_var + eps), about sqrt(eps)
with torch.no_grad():
    images = torch.randn(2, 4, 1, 1) * 5  # 2 new images, std 5
    print("eval mode, 2 new images, std 5:", bn(images).flatten(1).round().int().tolist())
no_stats = nn.BatchNorm2d(4, track_running_stats=False)  # the other "fix"
for mode in ("train", "eval"):
    try:
        getattr(no_stats, mode)()(torch.randn(1, 4, 1, 1))
        print(f"track_running_stats=False, {mode} mode: runs")
    except ValueError as error:
        print(f"track_running_stats=False, {mode} mode: {error}")
