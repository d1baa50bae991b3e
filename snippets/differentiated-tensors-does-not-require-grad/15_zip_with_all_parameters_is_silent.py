import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 4))   # layers 0 and 2 of the same shapes
model[0].requires_grad_(False)
frozen_before = model[0].weight.clone()

trainable = [p for p in model.parameters() if p.requires_grad]
loss = model(torch.randn(5, 4)).pow(2).mean()
grads = torch.autograd.grad(loss, trainable)
with torch.no_grad():
    for p, g in zip(model.parameters(), grads):   # wrong list: layer 0 gets layer 2's gradients
        p -= 0.1 * g
print("no error; the frozen layer 0 changed:", not torch.equal(frozen_before, model[0].weight))
