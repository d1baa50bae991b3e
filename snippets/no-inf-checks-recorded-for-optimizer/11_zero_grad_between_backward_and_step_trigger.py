import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Sequential(nn.Linear(16, 8), nn.ReLU(), nn.Linear(8, 3)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device)
x, y = torch.randn(32, 16, device=device), torch.randint(0, 3, (32,), device=device)

with torch.autocast(device, dtype=torch.float16):
    loss = nn.functional.cross_entropy(model(x).float(), y)
scaler.scale(loss).backward()  # every parameter gets a gradient
opt.zero_grad()                # set_to_none=True by default since torch 2.0: every .grad is None again
scaler.step(opt)
