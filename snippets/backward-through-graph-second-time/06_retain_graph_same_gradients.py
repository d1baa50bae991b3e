import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Linear(4, 8)
head_a, head_b = nn.Linear(8, 1), nn.Linear(8, 1)
x = torch.randn(16, 4)


def losses():
    features = torch.tanh(encoder(x))
    return head_a(features).pow(2).mean(), head_b(features).abs().mean()


loss_a, loss_b = losses()
loss_a.backward(retain_graph=True)    # keep the saved tensors for a second walk
loss_b.backward()                     # allowed now; the gradients add up
two_walks = encoder.weight.grad.clone()

encoder.weight.grad = None
loss_a, loss_b = losses()
(loss_a + loss_b).backward()
one_walk = encoder.weight.grad

print("same gradients:", torch.allclose(two_walks, one_walk))
