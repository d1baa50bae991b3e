import torch
from torch import nn


def make():
    model = nn.Linear(4, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)  # halve the lr every epoch
    return model, optimizer, scheduler


def train_one_epoch(model, optimizer):
    for batch in range(4):
        optimizer.zero_grad()
        nn.functional.mse_loss(model(x), y).backward()
        optimizer.step()


torch.manual_seed(0)
x, y = torch.randn(32, 4), torch.randn(32, 1)
model, optimizer, scheduler = make()
for epoch in range(2):
    train_one_epoch(model, optimizer)
    scheduler.step()
# --8<-- [start:fix]
# when saving, keep the scheduler's state with the model's and the optimizer's
checkpoint = {"epoch": 2, "model": model.state_dict(),
              "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict()}

# when resuming: build the three as before, then load their states; no scheduler.step() here
model, optimizer, scheduler = make()
model.load_state_dict(checkpoint["model"])
optimizer.load_state_dict(checkpoint["optimizer"])
scheduler.load_state_dict(checkpoint["scheduler"])
start_epoch = checkpoint["epoch"]
# --8<-- [end:fix]
for epoch in range(start_epoch, 4):
    print(f"epoch {epoch} trains with lr {optimizer.param_groups[0]['lr']}")
    train_one_epoch(model, optimizer)
    scheduler.step()
