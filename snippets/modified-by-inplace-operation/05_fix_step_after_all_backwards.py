import torch
from torch import nn

torch.manual_seed(0)
body, head = nn.Linear(3, 3), nn.Linear(3, 1)
optimizer = torch.optim.SGD([*body.parameters(), *head.parameters()], lr=0.1)
x = torch.randn(4, 3)
print("head.weight._version before:", head.weight._version)

# --8<-- [start:fix]
pred = head(torch.relu(body(x)))
loss_1 = pred.pow(2).mean()
loss_2 = (pred - 1).abs().mean()

optimizer.zero_grad()
(loss_1 + loss_2).backward()          # every backward pass first...
optimizer.step()                      # ...then the in-place update
# --8<-- [end:fix]
print("head.weight._version after: ", head.weight._version)
