import torch
from torch import nn

torch.manual_seed(0)
encoder, decoder = nn.Linear(8, 4), nn.Linear(4, 8)  # stand for a pretrained encoder and generator
x = torch.randn(1, 8)
target = decoder(torch.randn(1, 4)).detach()  # what the decoded latent should match
# --8<-- [start:fix]
z = encoder(x).detach().clone().requires_grad_()  # the layer's output as a starting value: a leaf
print("z.is_leaf:", z.is_leaf)
optimizer = torch.optim.Adam([z], lr=0.1)
# --8<-- [end:fix]
for step in range(201):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(decoder(z), target)
    loss.backward()
    optimizer.step()
    if step % 100 == 0:
        print(f"step {step}: loss {loss.item():.4f}")
