import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)  # halve the lr every epoch
x, y = torch.randn(32, 4), torch.randn(32, 1)

# --8<-- [start:fix]
for epoch in range(3):
    for batch in range(4):
        optimizer.zero_grad()
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        optimizer.step()
    print(f"epoch {epoch} trained with lr {optimizer.param_groups[0]['lr']}")
    scheduler.step()  # at the end of the epoch, after its optimizer.step() calls
# --8<-- [end:fix]
