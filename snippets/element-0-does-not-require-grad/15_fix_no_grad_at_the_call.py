import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)  # forward without a decorator
x, y = torch.randn(8, 3), torch.randn(8, 1)

# --8<-- [start:fix]
loss = nn.functional.mse_loss(model(x), y)  # training: grad mode on
loss.backward()

with torch.inference_mode():  # inference: switch recording off where you call the model
    prediction = model(x)
# --8<-- [end:fix]
print("weight gradient:", model.weight.grad is not None, "| prediction requires grad:", prediction.requires_grad)
