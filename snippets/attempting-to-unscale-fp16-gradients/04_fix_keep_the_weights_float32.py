import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
x = torch.randn(3, 4)
# --8<-- [start:fix]
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Linear(4, 2).to(device)  # no .half(): the trained weights stay float32
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device)
with torch.autocast(device, dtype=torch.float16):  # the forward pass runs in float16
    loss = model(x.to(device)).float().sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
# --8<-- [end:fix]
print("weights:", model.weight.dtype, "gradients:", model.weight.grad.dtype)
