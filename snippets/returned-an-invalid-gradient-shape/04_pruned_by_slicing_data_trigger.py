import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(16, 4), torch.randn(16, 1)
for step in range(3):
    loss = (model(x) - y).pow(2).mean()
    loss.backward()          # step 2: boom, in the first backward() after pruning
    optimizer.step()
    optimizer.zero_grad()
    if step == 1:            # prune 2 of the 8 hidden units, by slicing the weights in place
        keep = model[0].weight.norm(dim=1).argsort(descending=True)[:6]
        model[0].weight.data = model[0].weight.data[keep]
        model[0].bias.data = model[0].bias.data[keep]
        model[2].weight.data = model[2].weight.data[:, keep]
