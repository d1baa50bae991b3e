import torch
import torch.nn.functional as F

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)

model.zero_grad()
F.mse_loss(model(x), y).backward()                  # one batch of 8
full = model.weight.grad.clone()

# --8<-- [start:fix]
model.zero_grad()
steps = 4
for xb, yb in zip(x.chunk(steps), y.chunk(steps)):   # 4 micro-batches of 2
    loss = F.mse_loss(model(xb), yb) / steps        # each mean covers a quarter of the batch
    loss.backward()                                 # gradients add up in .grad
# --8<-- [end:fix]
print("divided by steps  :", torch.allclose(model.weight.grad, full))

model.zero_grad()
for xb, yb in zip(x.chunk(steps), y.chunk(steps)):
    F.mse_loss(model(xb), yb).backward()
print("not divided       :", torch.allclose(model.weight.grad, full))
print("ratio             :", (model.weight.grad / full).flatten())
