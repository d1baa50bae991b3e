import torch
from torch import nn

torch.manual_seed(0)
embed = nn.Linear(3, 8)
model = nn.Linear(8, 1)
optimizer = torch.optim.SGD([*embed.parameters(), *model.parameters()], lr=0.1)
data, target = torch.randn(16, 3), torch.randn(16, 1)

for step in range(3):
# --8<-- [start:fix]
    features = torch.tanh(embed(data))  # inside the loop: a fresh graph each step, and embed trains
    loss = (model(features) - target).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
# --8<-- [end:fix]
    print("step", step, "loss", round(loss.item(), 4))

# If the layer is not meant to train (a fixed preprocessing, a frozen encoder), compute it once without a graph:
with torch.no_grad():
    fixed_features = torch.tanh(embed(data))
print("a graph behind the fixed features:", fixed_features.grad_fn is not None)
