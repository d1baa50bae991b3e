import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Sequential(nn.Linear(16, 8), nn.ReLU(), nn.Linear(8, 10)).to(device)  # "pretrained", 10 classes
scaler = torch.amp.GradScaler(device)
x, y = torch.randn(32, 16, device=device), torch.randint(0, 3, (32,), device=device)

# --8<-- [start:fix]
for p in model.parameters():
    p.requires_grad_(False)                    # freeze the backbone
model[2] = nn.Linear(8, 3).to(device)          # the new head
trainable = [p for p in model.parameters() if p.requires_grad]
assert trainable, "nothing to train: every parameter is frozen"
opt = torch.optim.SGD(trainable, lr=0.5)       # built last, from what trains
# --8<-- [end:fix]

print("the optimizer holds the new head:",
      {id(p) for p in opt.param_groups[0]["params"]} == {id(p) for p in model[2].parameters()})
for step in range(50):
    opt.zero_grad()
    with torch.autocast(device, dtype=torch.float16):
        loss = nn.functional.cross_entropy(model(x).float(), y)
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    if step in (0, 49):
        print(f"step {step:2d}: loss {loss.item():.4f}")
