import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)

# --8<-- [start:fix]
pred = model(x)                       # training step: recorded
loss = nn.functional.mse_loss(pred, y)
loss.backward()

with torch.no_grad():                 # evaluation only: nothing to differentiate
    val_loss = nn.functional.mse_loss(model(x), y)
# --8<-- [end:fix]
print(loss.requires_grad, val_loss.requires_grad)
print(model.weight.grad)
