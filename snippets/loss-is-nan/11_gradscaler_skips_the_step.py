import torch

layer = torch.nn.Linear(1024, 1, bias=False)
torch.nn.init.constant_(layer.weight, 8.0)
x = torch.full((2, 1024), 16.0)
target = torch.ones(2, 1)
optimizer = torch.optim.SGD(layer.parameters(), lr=1e-6)
scaler = torch.amp.GradScaler("cpu")            # multiplies the loss by a scale before backward

for step in range(3):
    optimizer.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):
        loss = ((layer(x) - target) ** 2).mean()
    scaler.scale(loss).backward()
    before = layer.weight.detach().clone()
    scaler.step(optimizer)                      # unscales; skips the step if a gradient is inf or NaN
    scaler.update()                             # after a skipped step, halves the scale
    changed = not torch.equal(before, layer.weight)
    print(f"step {step}: loss {loss.item()}, weights changed: {changed}, next scale {scaler.get_scale()}")
