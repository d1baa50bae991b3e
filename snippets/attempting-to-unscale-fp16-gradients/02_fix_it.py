import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
x = torch.randn(3, 4)
# --8<-- [start:fix]
model = nn.Linear(4, 2)  # no .half(): the trained weights stay float32
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")  # on a GPU: GradScaler("cuda")
with torch.autocast("cpu", dtype=torch.float16):  # on a GPU: autocast("cuda", dtype=torch.float16)
    loss = model(x).float().sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
# --8<-- [end:fix]
print("weights:", model.weight.dtype, "gradients:", model.weight.grad.dtype)
