import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=1, gamma=0.5)
x, y = torch.randn(32, 4), torch.randn(32, 1)
weight_before = model.weight.detach().clone()

for epoch in range(3):
    optimizer.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    scheduler.step()  # warns: no optimizer.step() in this loop
print("weights changed:", not torch.equal(model.weight, weight_before))
print("lr now:", optimizer.param_groups[0]["lr"])
