import argparse

import torch
from torch import nn

torch.manual_seed(0)
parser = argparse.ArgumentParser()
parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
args = parser.parse_args([])             # the script run without arguments

# --8<-- [start:fix]
device = torch.device(args.device)       # one name, used everywhere below
model = nn.Linear(3, 1).to(device)       # not model.cuda()
scaler = torch.amp.GradScaler(device.type, enabled=device.type == "cuda")
if device.type == "cuda":                # calls that need a GPU, only where there is one
    print(torch.cuda.get_device_name(device))
# --8<-- [end:fix]

x = torch.randn(64, 3, device=device)   # tensors created with device=, not .cuda()
y = x @ torch.tensor([[1.0], [-2.0], [0.5]], device=device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
print("device:", device, "| scaler enabled:", scaler.is_enabled())
for step in range(61):
    loss = (model(x) - y).pow(2).mean()
    optimizer.zero_grad()
    scaler.scale(loss).backward()
    scaler.step(optimizer)
    scaler.update()
    if step % 30 == 0:
        print(f"step {step:2d}: loss {loss.item():.4f}")
