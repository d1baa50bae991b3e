import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(16, 4), torch.randn(16, 1)
for step in range(4):
    loss = (model(x) - y).pow(2).mean()
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step}: loss {loss.item():.4f}, hidden units {model[0].out_features}")
    if step == 1:
        keep = model[0].weight.norm(dim=1).argsort(descending=True)[:6]
# --8<-- [start:fix]
        # new, smaller layers (new Parameters), then an optimizer over them
        first, last = nn.Linear(4, len(keep)), nn.Linear(len(keep), 1)
        with torch.no_grad():
            first.weight.copy_(model[0].weight[keep])
            first.bias.copy_(model[0].bias[keep])
            last.weight.copy_(model[2].weight[:, keep])
            last.bias.copy_(model[2].bias)
        model[0], model[2] = first, last
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
# --8<-- [end:fix]
