import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
device = "cuda" if torch.cuda.is_available() else "cpu"


def build_model():
    return nn.Sequential(nn.Linear(16, 8), nn.ReLU(), nn.Linear(8, 3)).to(device)


model = build_model()
opt = torch.optim.SGD(model.parameters(), lr=0.1)   # holds the parameters of this model
scaler = torch.amp.GradScaler(device)
model = build_model()  # built (or loaded: torch.load, from_pretrained) again: new parameters

x, y = torch.randn(32, 16, device=device), torch.randint(0, 3, (32,), device=device)
with torch.autocast(device, dtype=torch.float16):
    loss = nn.functional.cross_entropy(model(x).float(), y)
scaler.scale(loss).backward()  # the new model's parameters get gradients
scaler.step(opt)               # the optimizer holds the first model's, which have none
