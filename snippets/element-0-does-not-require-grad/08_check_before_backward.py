import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)

# --8<-- [start:check]
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print("trainable parameters:", trainable)
assert trainable > 0, "every parameter is frozen: nothing to train"

loss = nn.functional.mse_loss(model(x), y)
assert loss.requires_grad, "loss is not connected to any trainable parameter"
loss.backward()
# --8<-- [end:check]
print("backward ran")
