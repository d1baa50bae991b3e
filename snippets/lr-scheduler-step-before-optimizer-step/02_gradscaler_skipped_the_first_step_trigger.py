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
    weight_before = model[0].weight.detach().clone()
    optimizer.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):  # "cuda" on a GPU
        loss = nn.functional.mse_loss(model(x), y)
    scaler.scale(loss).backward()
    scaler.step(optimizer)  # skips optimizer.step() when the scaled gradients overflowed
    scaler.update()  # and then halves the scale
    scheduler.step()  # warns once, on step 0: its optimizer did not step
    if step < 3:
        updated = not torch.equal(model[0].weight, weight_before)
        print(f"step {step}: lr {lr:.2f}, weights updated: {updated}, scale now {scaler.get_scale():.0f}")
print(f"loss after 200 steps: {loss.item():.4f}")
