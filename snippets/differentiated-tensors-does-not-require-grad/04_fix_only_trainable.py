import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
model[0].requires_grad_(False)
loss = model(torch.randn(5, 4)).pow(2).mean()

# --8<-- [start:fix]
trainable = [p for p in model.parameters() if p.requires_grad]
grads = torch.autograd.grad(loss, trainable, create_graph=True)
with torch.no_grad():
    for p, g in zip(trainable, grads):    # the same list, never model.parameters()
        p -= 0.1 * g
# --8<-- [end:fix]
print(len(list(model.parameters())), "parameters,", len(trainable), "trainable,", len(grads), "gradients")
