import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: min(1.0, (step + 1) / 4))  # 4-step warm-up
x, y = torch.randn(32, 4), torch.randn(32, 1)
accumulation = 4  # one optimizer step every 4 batches

for batch in range(16):
    loss = nn.functional.mse_loss(model(x), y) / accumulation
    loss.backward()
    if (batch + 1) % accumulation == 0:
        print(f"optimizer step {batch // accumulation} with lr {optimizer.param_groups[0]['lr']:.3f}")
        optimizer.step()
        optimizer.zero_grad()
    scheduler.step()  # on every batch: warns at batch 0, then runs 4 times too fast
