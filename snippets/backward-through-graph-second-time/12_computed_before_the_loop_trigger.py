import torch
from torch import nn

torch.manual_seed(0)
embed = nn.Linear(3, 8)  # a layer that prepares the inputs
model = nn.Linear(8, 1)
optimizer = torch.optim.SGD([*embed.parameters(), *model.parameters()], lr=0.1)
data, target = torch.randn(16, 3), torch.randn(16, 1)

features = torch.tanh(embed(data))  # computed once, before the loop: one graph for every step
for step in range(2):
    loss = (model(features) - target).pow(2).mean()
    optimizer.zero_grad()
    print("step", step)
    loss.backward()  # step 1: walks back into the graph of `features`, freed by step 0
    optimizer.step()
