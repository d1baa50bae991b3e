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


def losses():
    d_on_fake = D(G(z))  # one pass through D, shared by both losses
    return bce(D(real), ones) + bce(d_on_fake, zeros), bce(d_on_fake, ones)


loss_d, loss_g = losses()
d_alone = torch.autograd.grad(loss_d, D[0].weight, retain_graph=True)[0]  # what D's step should follow
g_alone = torch.autograd.grad(loss_g, G[0].weight, retain_graph=True)[0]  # what G's step should follow
loss_d.backward(retain_graph=True)
loss_g.backward()
print("without inputs=: D's .grad is loss_d's alone:", torch.allclose(D[0].weight.grad, d_alone),
      "| G's .grad is loss_g's alone:", torch.allclose(G[0].weight.grad, g_alone))
D.zero_grad()
G.zero_grad()

# --8<-- [start:fix]
loss_d, loss_g = losses()
opt_d.zero_grad()
opt_g.zero_grad()
loss_d.backward(retain_graph=True, inputs=list(D.parameters()))  # fills D's .grad only
loss_g.backward(inputs=list(G.parameters()))                     # fills G's .grad only
opt_d.step()                                                     # both steps after both backwards
opt_g.step()
# --8<-- [end:fix]
print("with inputs=:    D's .grad is loss_d's alone:", torch.allclose(D[0].weight.grad, d_alone),
      "| G's .grad is loss_g's alone:", torch.allclose(G[0].weight.grad, g_alone))
