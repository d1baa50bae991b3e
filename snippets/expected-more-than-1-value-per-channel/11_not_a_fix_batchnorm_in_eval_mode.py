import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
bn = nn.BatchNorm2d(4)
bn.eval()  # the "fix": this BatchNorm in eval mode for the whole training run
for step in range(100):
    pooled = torch.randn(1, 4, 1, 1) * 5 + 3  # one image a step; features of mean 3, std 5
    bn(pooled)
print("after 100 steps: running_mean", bn.running_mean.tolist(), "running_var", bn.running_var.tolist())
batch = torch.randn(256, 4, 1, 1) * 5 + 3
print(f"input: mean {batch.mean().item():.1f}, std {batch.std().item():.1f}")
with torch.no_grad():
    for mode in ("eval", "train"):
        out = getattr(bn, mode)()(batch)
        mean, std = round(out.mean().item(), 1) + 0.0, round(out.std().item(), 1)  # + 0.0: no "-0.0"
        print(f"{mode} mode output: mean {mean}, std {std}")
