import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
model = nn.Linear(8, 4)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, labels = torch.randn(6, 8), torch.tensor([0, 0, 1, 1, 2, 2])
same = (labels.unsqueeze(1) == labels.unsqueeze(0)).float() - torch.eye(6)
other = 1 - same - torch.eye(6)

# the first trigger's loss, with anomaly detection off: nothing raises
emb = model(x)
dist = (emb.unsqueeze(1) - emb.unsqueeze(0)).pow(2).sum(dim=-1).sqrt()
loss = (same * dist.pow(2) + other * torch.relu(1 - dist).pow(2)).sum() / 30
loss.backward()
print("loss:", round(loss.item(), 4))
print("NaN in the gradient:", model.weight.grad.isnan().any().item())
opt.step()
print("every weight NaN after one step:", model.weight.isnan().all().item())
emb = model(x)  # the same contrastive loss, at the next step
dist = (emb.unsqueeze(1) - emb.unsqueeze(0)).pow(2).sum(dim=-1).sqrt()
loss = (same * dist.pow(2) + other * torch.relu(1 - dist).pow(2)).sum() / 30
print("loss at the next step:", loss.item())
