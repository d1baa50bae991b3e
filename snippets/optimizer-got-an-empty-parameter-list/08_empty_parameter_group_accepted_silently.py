import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(4, 8), nn.ReLU())  # stands for a pretrained model
head = nn.Linear(8, 1)
for param in backbone.parameters():
    param.requires_grad = False  # frozen for the first epochs

optimizer = torch.optim.SGD([
    {"params": [p for p in backbone.parameters() if p.requires_grad], "lr": 0.01},  # empty: no error
    {"params": head.parameters()},
], lr=0.1)
print("parameters in each group:", [len(group["params"]) for group in optimizer.param_groups])
print("only empty groups:", torch.optim.SGD([{"params": []}], lr=0.1).param_groups[0]["params"])

backbone.requires_grad_(True)  # unfrozen later: the optimizer does not know these parameters
first_weight = backbone[0].weight.detach().clone()
x, y = torch.randn(64, 4), torch.randn(64, 1)
for step in range(100):
    optimizer.zero_grad()
    nn.functional.mse_loss(head(backbone(x)), y).backward()
    optimizer.step()
print("backbone changed after 100 steps:", not torch.equal(backbone[0].weight, first_weight))

optimizer.add_param_group({"params": backbone.parameters(), "lr": 0.01})  # the fix: give them to it
for step in range(100):
    optimizer.zero_grad()
    nn.functional.mse_loss(head(backbone(x)), y).backward()
    optimizer.step()
print("after add_param_group, backbone changed:", not torch.equal(backbone[0].weight, first_weight))
