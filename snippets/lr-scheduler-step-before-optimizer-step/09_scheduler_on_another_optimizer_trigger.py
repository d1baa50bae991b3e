import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)  # halve the lr every epoch
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # built again: the scheduler keeps the first one
x, y = torch.randn(32, 4), torch.randn(32, 1)

for epoch in range(3):
    optimizer.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    optimizer.step()
    scheduler.step()  # warns: its own optimizer never stepped
    print(f"epoch {epoch}: trained with lr {optimizer.param_groups[0]['lr']}, "
          f"get_last_lr() says {scheduler.get_last_lr()}")
print("scheduler.optimizer is optimizer:", scheduler.optimizer is optimizer)
