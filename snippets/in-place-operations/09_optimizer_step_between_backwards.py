import torch
from torch import nn

torch.manual_seed(0)
G = nn.Linear(2, 4)                                   # generator
D = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))   # discriminator
opt_d = torch.optim.SGD(D.parameters(), lr=0.1)
opt_g = torch.optim.SGD(G.parameters(), lr=0.1)

score = D(G(torch.randn(5, 2)))                       # one forward pass, shared by both losses
loss_d = nn.functional.softplus(score).mean()         # D: push the fakes' scores down
loss_g = nn.functional.softplus(-score).mean()        # G: push them up
print("D[2].weight, shape", tuple(D[2].weight.shape), "| saved by the forward pass at version", D[2].weight._version)

opt_d.zero_grad()
loss_d.backward(retain_graph=True)
opt_d.step()                                          # updates D's weights in place
print("D[2].weight after opt_d.step():                    version", D[2].weight._version)
opt_g.zero_grad()
loss_g.backward()                                     # goes back through D's saved weights: boom
