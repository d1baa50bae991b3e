import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Linear(8, 4)  # stands for a pretrained encoder (or an nn.Embedding looked up with ids)
x = torch.randn(1, 8)
z = encoder(x)  # the starting latent to optimize: the output of a layer
print("z.is_leaf:", z.is_leaf, "| made by:", type(z.grad_fn).__name__)
optimizer = torch.optim.Adam([z], lr=0.1)  # boom
