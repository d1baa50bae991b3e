import torch
from torch import nn

torch.manual_seed(0)
G = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 3))
D = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
opt_g = torch.optim.Adam(G.parameters(), lr=1e-3)
opt_d = torch.optim.Adam(D.parameters(), lr=1e-3)
bce = nn.BCEWithLogitsLoss()
real, z = torch.randn(4, 3), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

fake = G(z)
# --8<-- [start:fix]
loss_d = bce(D(real), ones) + bce(D(fake.detach()), zeros)  # D's step stops at fake
opt_d.zero_grad()
loss_d.backward()
opt_d.step()

loss_g = bce(D(fake), ones)  # G's step walks through D into G's graph, still intact
opt_g.zero_grad()
loss_g.backward()
opt_g.step()
# --8<-- [end:fix]
print("generator gradient:", G[0].weight.grad is not None)

# The discriminator's gradients are the same with or without the detach:
torch.manual_seed(0)
G = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 3))
D = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
fake = G(z)
grads = []
for d_input in (fake.detach(), fake):
    D.zero_grad()
    (bce(D(real), ones) + bce(D(d_input), zeros)).backward(retain_graph=True)
    grads.append([p.grad.clone() for p in D.parameters()])
print("same discriminator gradients:", all(torch.equal(a, b) for a, b in zip(*grads)))
