import torch
from torch import nn

torch.manual_seed(0)
G = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 3))  # generator
D = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))  # discriminator
opt_g = torch.optim.Adam(G.parameters(), lr=1e-3)
opt_d = torch.optim.Adam(D.parameters(), lr=1e-3)
bce = nn.BCEWithLogitsLoss()
real, z = torch.randn(4, 3), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

fake = G(z)

# Discriminator step: fake is not detached, so this backward also walks through G and frees G's graph.
loss_d = bce(D(real), ones) + bce(D(fake), zeros)
opt_d.zero_grad()
loss_d.backward()
opt_d.step()

# Generator step: a fresh pass through D, but back through the same, already freed, G graph.
loss_g = bce(D(fake), ones)
opt_g.zero_grad()
loss_g.backward()  # boom
