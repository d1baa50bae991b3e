import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)

# A MAML-style task copy: differentiable clones of the parameters, so the outer step can see through them.
fast_weights = {name: p.clone() for name, p in model.named_parameters()}
print("clone is a leaf:", fast_weights["weight"].is_leaf)

fast_weights["bias"].requires_grad_(False)  # boom: "do not adapt the bias"
