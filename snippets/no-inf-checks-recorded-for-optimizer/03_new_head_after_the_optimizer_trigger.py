import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Sequential(nn.Linear(16, 8), nn.ReLU(), nn.Linear(8, 10)).to(device)  # "pretrained", 10 classes
opt = torch.optim.SGD(model.parameters(), lr=0.1)   # built here, from the parameters of this moment
scaler = torch.amp.GradScaler(device)

for p in model.parameters():
    p.requires_grad_(False)                    # freeze the backbone
model[2] = nn.Linear(8, 3).to(device)          # a new head for 3 classes: not in the optimizer

x, y = torch.randn(32, 16, device=device), torch.randint(0, 3, (32,), device=device)
with torch.autocast(device, dtype=torch.float16):
    loss = nn.functional.cross_entropy(model(x).float(), y)
scaler.scale(loss).backward()  # the new head gets gradients
scaler.step(opt)               # the optimizer holds the frozen layers and the old head
