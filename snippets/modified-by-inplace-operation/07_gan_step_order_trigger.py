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

d_on_fake = D(G(z))  # one pass through D, shared by both losses
loss_d = bce(D(real), ones) + bce(d_on_fake, zeros)
loss_g = bce(d_on_fake, ones)

opt_d.zero_grad()
loss_d.backward(retain_graph=True)
opt_d.step()  # updates D's weights in place: the ones loss_g's graph saved
opt_g.zero_grad()
loss_g.backward()  # boom
