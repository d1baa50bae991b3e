import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 1))
batch = torch.randn(5, 3)
batch[3, 1] = float("nan")            # one bad value in the data, as from a division by zero upstream

# --8<-- [start:hooks]
first_bad = []


def check(module, inputs, output):
    if not first_bad and not torch.isfinite(output).all():
        first_bad.append(module)


for name, module in model.named_modules():
    if name:                          # skip the container itself
        module.register_forward_hook(check)

out = model(batch)
print("first module with a non-finite output:", first_bad[0])
print("input rows with a non-finite value:", (~torch.isfinite(batch)).any(dim=1).nonzero().flatten())
# --8<-- [end:hooks]
