import torch
from torch import nn

torch.manual_seed(0)  # the same random numbers on every run
torch.autograd.set_detect_anomaly(True)  # still on: it would raise at the first NaN
model = nn.Linear(8, 4)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, labels = torch.randn(6, 8), torch.tensor([0, 0, 1, 1, 2, 2])
same = (labels.unsqueeze(1) == labels.unsqueeze(0)).float() - torch.eye(6)
other = 1 - same - torch.eye(6)



# --8<-- [start:fix]
def pairwise_distances(emb):
    return torch.cdist(emb, emb)  # its gradient at a distance of 0 is 0, not NaN
    # or, by hand, with the epsilon inside the square root:
    # return ((emb.unsqueeze(1) - emb.unsqueeze(0)).pow(2).sum(dim=-1) + 1e-12).sqrt()
# --8<-- [end:fix]


for step in range(20):
    dist = pairwise_distances(model(x))
    loss = (same * dist.pow(2) + other * torch.relu(1 - dist).pow(2)).sum() / 30
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step in (0, 19):
        print(f"step {step:2d}: loss {loss.item():.4f}, finite gradients: {torch.isfinite(model.weight.grad).all().item()}")

# the same, by hand with the epsilon inside: the diagonal's gradient is finite too
emb = model(x)
dist = ((emb.unsqueeze(1) - emb.unsqueeze(0)).pow(2).sum(dim=-1) + 1e-12).sqrt()
model.zero_grad()
(same * dist.pow(2) + other * torch.relu(1 - dist).pow(2)).sum().backward()
print("epsilon inside the sqrt, finite gradients:", torch.isfinite(model.weight.grad).all().item())

# in float16 (a model made .half()), that epsilon rounds to 0: compute the distances in float32
print("1e-12 in float16:", torch.tensor(1e-12, dtype=torch.float16).item())
