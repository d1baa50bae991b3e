import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)

# The same two replica losses and the same gather as on CPU above.
replica_losses = [nn.functional.mse_loss(model(xs), ys) for xs, ys in zip(x.chunk(2), y.chunk(2))]
loss = torch.cat([loss.view(1) for loss in replica_losses])

# --8<-- [start:fix]
loss = loss.mean()  # one value per GPU -> one value
loss.backward()
# --8<-- [end:fix]
gathered_grad = model.weight.grad.clone()

# With equal slices, the mean of the replicas' means is the loss of the whole batch on one device.
model.weight.grad = None
nn.functional.mse_loss(model(x), y).backward()
print("same gradient as one device on the whole batch:", torch.allclose(gathered_grad, model.weight.grad))
