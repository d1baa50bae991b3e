# retain_graph=True on the discriminator's backward() silences the error, but without the detach that
# backward walks on into G and adds the gradient of the discriminator's loss to G's .grad.
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

opt_g.zero_grad()  # a common layout: both optimizers zeroed at the top of the iteration
opt_d.zero_grad()
fake = G(z)
loss_d = bce(D(real), ones) + bce(D(fake), zeros)
loss_d.backward(retain_graph=True)  # no error now...
print("the discriminator's loss wrote into G's .grad:", G[0].weight.grad.abs().sum().item() > 0)
opt_d.step()

loss_g = bce(D(fake), ones)
loss_g.backward()
used_by_opt_g = G[0].weight.grad.clone()

(own,) = torch.autograd.grad(bce(D(G(z)), ones), G[0].weight)  # the generator's loss alone
print("opt_g.step() would use the generator's own gradient:", torch.allclose(used_by_opt_g, own))
