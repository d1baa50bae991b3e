import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(8, 3), torch.randn(8, 1)
weight_before = model.weight.detach().clone()

with torch.no_grad():  # the real bug: nothing in the forward pass is recorded
    loss = nn.functional.mse_loss(model(x), y)

loss.requires_grad = True  # the error goes away...
opt.zero_grad()
loss.backward()
opt.step()
print("loss.requires_grad = True -> weight.grad:", model.weight.grad,
      "| weights moved:", not torch.equal(model.weight, weight_before))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    new_loss = torch.tensor(loss, requires_grad=True)  # ...and with a new tensor, the same
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
opt.zero_grad()
new_loss.backward()
opt.step()
print("torch.tensor(loss, requires_grad=True) -> weight.grad:", model.weight.grad,
      "| weights moved:", not torch.equal(model.weight, weight_before))
