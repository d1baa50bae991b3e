import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)  # halve the lr every epoch

start_epoch = 2  # resuming: read from the checkpoint, with the model's weights
for _ in range(start_epoch):
    scheduler.step()  # fast-forward the schedule: warns, no optimizer.step() has run yet
print(f"epoch {start_epoch} will train with lr {optimizer.param_groups[0]['lr']}")
