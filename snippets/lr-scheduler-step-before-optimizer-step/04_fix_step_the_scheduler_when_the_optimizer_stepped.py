import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: min(1.0, (step + 1) / 5))  # 5-step warm-up
scaler = torch.amp.GradScaler("cpu")  # torch.amp.GradScaler("cuda") on a GPU; its first scale is 65536
x = torch.randn(64, 8)
y = x @ torch.randn(8, 1)  # a target the model can learn

for step in range(200):
    lr = optimizer.param_groups[0]["lr"]
    optimizer.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):  # "cuda" on a GPU
        loss = nn.functional.mse_loss(model(x), y)
    scaler.scale(loss).backward()
# --8<-- [start:fix]
    # optional: under mixed precision the warning is harmless; this only keeps the schedule exact
    scale = scaler.get_scale()
    scaler.step(optimizer)
    scaler.update()
    if scaler.get_scale() >= scale:  # the scale drops only when the step was skipped
        scheduler.step()
# --8<-- [end:fix]
    if step < 3:
        print(f"step {step}: lr {lr:.2f}, optimizer stepped: {scaler.get_scale() >= scale}")
print(f"loss after 200 steps: {loss.item():.4f}")
