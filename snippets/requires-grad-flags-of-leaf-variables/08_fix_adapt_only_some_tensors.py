import torch
from torch import nn
from torch.nn import functional as F

torch.manual_seed(0)
model = nn.Linear(3, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x_support, y_support = torch.randn(4, 3), torch.randn(4, 2)
x_query, y_query = torch.randn(4, 3), torch.randn(4, 2)
bias_before = model.bias.detach().clone()
fast_weights = {name: p.clone() for name, p in model.named_parameters()}

inner_loss = F.mse_loss(F.linear(x_support, fast_weights["weight"], fast_weights["bias"]), y_support)
# --8<-- [start:fix]
adapted = ["weight"]  # the bias is not adapted: no inner gradient, no inner update
grads = torch.autograd.grad(inner_loss, [fast_weights[n] for n in adapted], create_graph=True)
for name, grad in zip(adapted, grads):
    fast_weights[name] = fast_weights[name] - 0.1 * grad
# --8<-- [end:fix]

outer_loss = F.mse_loss(F.linear(x_query, fast_weights["weight"], fast_weights["bias"]), y_query)
opt.zero_grad()
outer_loss.backward()
opt.step()
print("model.bias.grad:", model.bias.grad)
print("model.bias moved:", not torch.equal(model.bias, bias_before))
