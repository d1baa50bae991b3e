import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 1))
generator = nn.Linear(4, 2)
real = torch.randn(8, 2)
fake = generator(torch.randn(8, 4))

# WGAN-GP, the critic's step: a random point between each real and fake sample
alpha = torch.rand(8, 1)
interp = alpha * real + (1 - alpha) * fake.detach()
score = critic(interp)
print("score requires grad:", score.requires_grad, "| interp requires grad:", interp.requires_grad)
(grad,) = torch.autograd.grad(score, interp, grad_outputs=torch.ones_like(score), create_graph=True)  # boom
